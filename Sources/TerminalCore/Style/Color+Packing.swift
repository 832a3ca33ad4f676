extension Color {
    /// The colour in 32 bits, as a `Cell` stores it: the case in the top byte (0 default, 1 ANSI,
    /// 2 palette, 3 RGB) and the case's value in the low 24 bits.
    var packed: UInt32 {
        switch self {
        case .default: return 0
        case .ansi(let index): return 1 << 24 | UInt32(index)
        case .palette(let index): return 2 << 24 | UInt32(index)
        case .rgb(let r, let g, let b): return 3 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }
    }

    /// The colour `packed` stands for.
    init(packed: UInt32) {
        let low = UInt8(truncatingIfNeeded: packed)
        switch packed >> 24 {
        case 1: self = .ansi(low)
        case 2: self = .palette(low)
        case 3: self = .rgb(UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8), low)
        default: self = .default
        }
    }
}
