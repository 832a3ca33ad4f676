/// Modifier keys held with a key or mouse event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The modifier bits.
    public let rawValue: UInt8

    /// Creates modifiers from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift (for characters the case already tells it; set for special keys such as Shift-↑).
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Alt (Option, Meta): sent by terminals as an ESC prefix or a modifier parameter.
    public static let alt = KeyModifiers(rawValue: 1 << 1)
    /// Control.
    public static let ctrl = KeyModifiers(rawValue: 1 << 2)

    /// Decodes the xterm modifier parameter (`;2` … `;16` in `ESC[1;5A`): value − 1 is a bit set
    /// of shift (1), alt (2), ctrl (4) and meta (8, read as alt).
    init(xtermParameter value: Int) {
        let bits = max(0, value - 1)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.ctrl) }
        self = modifiers
    }

    /// The xterm modifier parameter for these modifiers (1 when there are none).
    var xtermParameter: Int {
        1 + (contains(.shift) ? 1 : 0) + (contains(.alt) ? 2 : 0) + (contains(.ctrl) ? 4 : 0)
    }
}
