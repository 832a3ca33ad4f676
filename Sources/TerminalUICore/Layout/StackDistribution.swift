/// Splits a stack's length among its children (a pure function, so it is tested on its own).
enum StackDistribution {
    /// Lengths are capped here so sums never overflow.
    static let limit = 1 << 40

    /// The lengths along the axis for children with `sizings` and preferred lengths `preferred`,
    /// given `available` cells and `spacing` between children. Never negative; when the children do
    /// not fit, the later ones are cut first.
    static func lengths(sizings: [StackSizing], preferred: [Int], available: Int, spacing: Int) -> [Int] {
        var result: [Int] = []
        var scratch = Scratch()
        Self.lengths(
            sizings: sizings, preferred: preferred, available: available, spacing: spacing, into: &result,
            using: &scratch)
        return result
    }

    /// The working lists of `grow`, kept by a stack between layouts.
    struct Scratch {
        var open: [Int] = []
        var weights: [Int] = []
    }

    /// `lengths(sizings:preferred:available:spacing:)` written into `lengths` (emptied first), with
    /// `scratch` for the working lists: once the buffers have grown, nothing is allocated.
    static func lengths(
        sizings: [StackSizing], preferred: [Int], available: Int, spacing: Int, into lengths: inout [Int],
        using scratch: inout Scratch
    ) {
        lengths.removeAll(keepingCapacity: true)
        let count = min(sizings.count, preferred.count)
        guard count > 0 else { return }
        for index in 0..<count {
            switch sizings[index].kind {
            case .fixed(let length): lengths.append(min(length, limit))
            case .intrinsic: lengths.append(min(max(0, preferred[index]), limit))
            case .flexible(let low, _, _): lengths.append(min(low, limit))
            }
        }
        let gaps = min(max(0, spacing), limit) * (count - 1)
        var needed = gaps
        for length in lengths { needed += length }
        let room = max(0, available)
        guard needed < room else { return cut(&lengths, toFit: room, spacing: min(max(0, spacing), limit)) }
        grow(&lengths, sizings: sizings, by: room - needed, using: &scratch)
    }

    private static func cut(_ lengths: inout [Int], toFit room: Int, spacing: Int) {
        var left = room
        for index in lengths.indices {
            if index > 0 { left = max(0, left - spacing) }
            let given = min(lengths[index], left)
            left -= given
            lengths[index] = given
        }
    }

    private static func grow(
        _ lengths: inout [Int], sizings: [StackSizing], by spare: Int, using scratch: inout Scratch
    ) {
        var spare = spare
        scratch.open.removeAll(keepingCapacity: true)
        for index in lengths.indices {
            if case .flexible = sizings[index].kind { scratch.open.append(index) }
        }
        while spare > 0, !scratch.open.isEmpty {
            scratch.weights.removeAll(keepingCapacity: true)
            var total = 0
            for index in scratch.open {
                let weight: Int
                if case .flexible(_, _, let flexibleWeight) = sizings[index].kind {
                    weight = flexibleWeight
                } else {
                    weight = 1
                }
                scratch.weights.append(weight)
                total += weight
            }
            var handed = 0
            for position in scratch.open.indices {
                let index = scratch.open[position]
                var share = spare * scratch.weights[position] / total
                if position == scratch.open.count - 1 { share = spare - handed }
                handed += share
                lengths[index] += share
            }
            spare = 0
            scratch.open.removeAll { index in
                guard case .flexible(_, let high, _) = sizings[index].kind, lengths[index] > high else { return false }
                spare += lengths[index] - high
                lengths[index] = high
                return true
            }
        }
    }
}
