/// The OSC 8 sequences that start and end a link on a terminal: `ESC ] 8 ; ; URL ESC \` before the
/// linked text and `ESC ] 8 ; ; ESC \` after it. A terminal that does not know them ignores them.
public enum HyperlinkSequence {
    /// Ends the current link: text written next is not linked.
    public static let end: [UInt8] = [0x1B, 0x5D, 0x38, 0x3B, 0x3B, 0x1B, 0x5C]

    /// Appends the sequence that starts `link` (which ends any link started before).
    public static func appendStart(_ link: Hyperlink, to output: inout [UInt8]) {
        output.append(contentsOf: [0x1B, 0x5D, 0x38, 0x3B, 0x3B])
        output.append(contentsOf: HyperlinkTable.shared.bytes(of: link.code))
        output.append(contentsOf: [0x1B, 0x5C])
    }

    /// Appends what turns the link `old` into `new`: nothing when they are the same, the start of
    /// `new`, or the end of `old` when `new` is nil.
    public static func appendChange(from old: Hyperlink?, to new: Hyperlink?, to output: inout [UInt8]) {
        guard old != new else { return }
        if let new {
            appendStart(new, to: &output)
        } else {
            output.append(contentsOf: end)
        }
    }
}
