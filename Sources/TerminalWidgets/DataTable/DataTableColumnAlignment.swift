/// Where a `DataTable` column puts its title and cells inside its width.
public enum DataTableColumnAlignment: Hashable, Sendable {
    /// At the start (left).
    case leading
    /// Centred (an odd leftover column goes to the end).
    case center
    /// At the end (right), as numbers usually are.
    case trailing

    /// The column a text `textWidth` wide starts at in `width` columns (0 when it does not fit).
    public func offset(textWidth: Int, in width: Int) -> Int {
        switch self {
        case .leading: TextAlignment.left.offset(lineWidth: textWidth, in: width)
        case .center: TextAlignment.center.offset(lineWidth: textWidth, in: width)
        case .trailing: TextAlignment.right.offset(lineWidth: textWidth, in: width)
        }
    }
}
