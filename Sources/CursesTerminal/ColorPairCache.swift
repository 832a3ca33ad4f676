/// Hands out ncurses colour pairs for foreground/background combinations, allocating each
/// combination once. Pair 0 is the terminal's default colours and is never allocated.
struct ColorPairCache {
    /// A foreground/background combination as ncurses colour numbers (-1 is the default colour).
    struct Colors: Hashable {
        /// The foreground colour number.
        var foreground: Int32
        /// The background colour number.
        var background: Int32
    }

    /// The result of a lookup.
    enum Lookup: Equatable {
        /// The combination already has this pair.
        case cached(Int32)
        /// A new pair; the caller must define it (`init_extended_pair`).
        case allocated(Int32)
        /// A new pair, handed out after the cache was full and emptied: every earlier pair is
        /// redefined from now on, so the screen needs a full repaint.
        case allocatedAfterReset(Int32)

        /// The pair number.
        var pair: Int32 {
            switch self {
            case .cached(let pair), .allocated(let pair), .allocatedAfterReset(let pair): pair
            }
        }
    }

    /// How many pairs can be allocated (pairs 1…capacity).
    let capacity: Int
    private var pairs: [Colors: Int32] = [:]

    /// Creates a cache for a terminal with `colorPairs` pairs (ncurses' `COLOR_PAIRS`).
    init(colorPairs: Int) {
        capacity = max(0, min(colorPairs, Int(Int32.max)) - 1)
    }

    /// How many pairs are allocated.
    var count: Int { pairs.count }

    /// The pair for a combination, allocating one when needed. The default combination (-1, -1)
    /// and every combination of a terminal without pairs are pair 0.
    mutating func pair(for colors: Colors) -> Lookup {
        if colors == Colors(foreground: -1, background: -1) || capacity == 0 { return .cached(0) }
        if let pair = pairs[colors] { return .cached(pair) }
        var emptied = false
        if pairs.count >= capacity {
            pairs.removeAll(keepingCapacity: true)
            emptied = true
        }
        let pair = Int32(pairs.count + 1)
        pairs[colors] = pair
        return emptied ? .allocatedAfterReset(pair) : .allocated(pair)
    }

    /// Forgets every pair (e.g. after colours were set up again).
    mutating func removeAll() {
        pairs.removeAll()
    }
}
