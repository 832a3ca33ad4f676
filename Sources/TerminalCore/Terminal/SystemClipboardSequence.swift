/// The OSC 52 request that puts text on the system clipboard through the terminal:
/// `ESC ] 52 ; c ; <Base64 of the UTF-8 text> BEL`. Terminals that allow it (xterm with
/// `allowWindowOps`, kitty, WezTerm, iTerm2, Windows Terminal, tmux with `set-clipboard on`) copy
/// the text; others ignore it. Only ever written: the query form, which reads the clipboard back,
/// is never sent.
public enum SystemClipboardSequence {
    /// The bytes that ask the terminal to put `text` on the clipboard.
    public static func bytes(copying text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + Base64.encode(Array(text.utf8)) + [0x07]
    }
}
