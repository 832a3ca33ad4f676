/// How wide a `DataTable` column is.
public enum DataTableColumnWidth: Hashable, Sendable {
    /// Exactly this many columns (at least 1).
    case fixed(Int)
    /// This share (0…1) of the width that fixed and fitted columns and the separators leave. Shares
    /// that add up to more than 1 are scaled down to share that width; a column is never narrower than
    /// its title.
    case fraction(Double)
    /// As wide as its widest text (the title, the sort arrow and the cells measured, see
    /// `DataTable.fitMeasurementLimit`), kept between `min` and `max` columns.
    case fit(min: Int = 1, max: Int = .max)
}
