/// The xterm palette and nearest-colour searches behind `Color.reduced(to:)`.
enum ColorPalette {
    /// xterm's default values for the 16 ANSI colours.
    static let ansi: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The six channel levels of the 6×6×6 colour cube (palette 16–231).
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of a 256-palette index.
    static func rgb(ofPaletteIndex index: UInt8) -> (UInt8, UInt8, UInt8) {
        let value = Int(index)
        if value < 16 { return ansi[value] }
        if value >= 232 {
            let grey = UInt8(8 + (value - 232) * 10)
            return (grey, grey, grey)
        }
        let cube = value - 16
        return (UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[(cube / 6) % 6]), UInt8(cubeLevels[cube % 6]))
    }

    /// The palette entry (16–255; the ANSI entries vary between terminals) closest to an RGB value.
    static func nearestPaletteIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let cube = [r, g, b].map(nearestCubeLevel)
        let cubeIndex = 16 + cube[0] * 36 + cube[1] * 6 + cube[2]
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let greyIndex = 232 + greyStep
        let cubeDistance = distance((r, g, b), rgb(ofPaletteIndex: UInt8(cubeIndex)))
        let greyDistance = distance((r, g, b), rgb(ofPaletteIndex: UInt8(greyIndex)))
        return UInt8(greyDistance < cubeDistance ? greyIndex : cubeIndex)
    }

    /// The ANSI colour (0–15) closest to an RGB value.
    static func nearestANSIIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in ansi.enumerated() {
            let candidateDistance = distance((r, g, b), candidate)
            if candidateDistance < bestDistance {
                best = index
                bestDistance = candidateDistance
            }
        }
        return UInt8(best)
    }

    /// The index (0–5) of the cube level closest to a channel value.
    private static func nearestCubeLevel(_ value: UInt8) -> Int {
        let channel = Int(value)
        var best = 0
        for (index, level) in cubeLevels.enumerated() where abs(level - channel) < abs(cubeLevels[best] - channel) {
            best = index
        }
        return best
    }

    /// A perceptually weighted squared distance ("redmean") between two colours.
    static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let meanRed = (Int(a.0) + Int(b.0)) / 2
        let dr = Int(a.0) - Int(b.0)
        let dg = Int(a.1) - Int(b.1)
        let db = Int(a.2) - Int(b.2)
        return ((512 + meanRed) * dr * dr) / 256 + 4 * dg * dg + ((767 - meanRed) * db * db) / 256
    }
}
