/// Whether the terminal shows light or dark: what its background colour (OSC 11) says, so an
/// application can pick a theme that reads on it.
public enum TerminalBackground: Hashable, Sendable {
    /// A light background (dark text reads on it).
    case light
    /// A dark background (light text reads on it).
    case dark

    /// The kind of background `color` is: light when its relative luminance (Rec. 709 weights) is
    /// above the middle grey, else dark; `.default` counts as dark.
    public init(color: Color) {
        guard let (red, green, blue) = color.rgbComponents else {
            self = .dark
            return
        }
        let luminance = 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
        self = luminance > 127.5 ? .light : .dark
    }
}
