/// Splits a stack's length among its children (a pure function, so it is tested on its own).
enum StackDistribution {
    /// Lengths are capped here so sums never overflow.
    static let limit = 1 << 40

    /// The lengths along the axis for children with `sizings` and preferred lengths `preferred`,
    /// given `available` cells and `spacing` between children. Never negative; when the children do
    /// not fit, the later ones are cut first.
    static func lengths(sizings: [StackSizing], preferred: [Int], available: Int, spacing: Int) -> [Int] {
        let count = sizings.count
        guard count > 0 else { return [] }
        let base = zip(sizings, preferred).map { sizing, preferred -> Int in
            switch sizing.kind {
            case .fixed(let length): return min(length, limit)
            case .intrinsic: return min(max(0, preferred), limit)
            case .flexible(let low, _, _): return min(low, limit)
            }
        }
        let gaps = min(max(0, spacing), limit) * (count - 1)
        let needed = base.reduce(0, +) + gaps
        let room = max(0, available)
        guard needed < room else { return cut(base, toFit: room, spacing: min(max(0, spacing), limit)) }
        return grow(base, sizings: sizings, by: room - needed)
    }

    private static func cut(_ lengths: [Int], toFit room: Int, spacing: Int) -> [Int] {
        var left = room
        return lengths.enumerated().map { index, length in
            if index > 0 { left = max(0, left - spacing) }
            let given = min(length, left)
            left -= given
            return given
        }
    }

    private static func grow(_ base: [Int], sizings: [StackSizing], by spare: Int) -> [Int] {
        var lengths = base
        var spare = spare
        var open = sizings.indices.filter { if case .flexible = sizings[$0].kind { return true } else { return false } }
        while spare > 0, !open.isEmpty {
            let weights = open.map { index -> Int in
                if case .flexible(_, _, let weight) = sizings[index].kind { return weight } else { return 1 }
            }
            let total = weights.reduce(0, +)
            var handed = 0
            for (position, index) in open.enumerated() {
                var share = spare * weights[position] / total
                if position == open.count - 1 { share = spare - handed }
                handed += share
                lengths[index] += share
            }
            spare = 0
            open = open.filter { index in
                guard case .flexible(_, let high, _) = sizings[index].kind, lengths[index] > high else { return true }
                spare += lengths[index] - high
                lengths[index] = high
                return false
            }
        }
        return lengths
    }
}
