/// The escape sequences CursesTerminal writes itself, and the bytes that give the terminal back to the
/// shell. The restore bytes are computed at start so a signal handler only has to `write` them.
struct ResetSequence: Equatable {
    /// The terminfo strings a restore uses; nil when the terminal lacks the capability.
    struct Capabilities: Equatable {
        /// `sgr0`: turn off all attributes and colours.
        var exitAttributeMode: String?
        /// `cnorm`: show the cursor normally.
        var cursorNormal: String?
        /// `rmcup`: leave the alternate screen.
        var exitCAMode: String?
    }

    /// Turns bracketed paste on: pastes arrive between ESC[200~ and ESC[201~.
    static let bracketedPasteOn = "\u{1B}[?2004h"
    /// Turns bracketed paste off.
    static let bracketedPasteOff = "\u{1B}[?2004l"
    /// Turns mouse reporting on: presses, releases and drags, reported in the SGR 1006 format.
    static let mouseOn = "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
    /// Turns mouse reporting off.
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"

    /// The sequence that turns on the input modes CursesTerminal uses.
    static func modesOn(mouse: Bool) -> String {
        bracketedPasteOn + (mouse ? mouseOn : "")
    }

    /// The sequence that turns the input modes off again.
    static func modesOff(mouse: Bool) -> String {
        (mouse ? mouseOff : "") + bracketedPasteOff
    }

    /// Everything a restore writes: modes off, attributes reset, cursor shown, main screen back.
    static func restoreBytes(capabilities: Capabilities, mouse: Bool) -> [UInt8] {
        let parts = [capabilities.exitAttributeMode, capabilities.cursorNormal, capabilities.exitCAMode]
        let text = parts.reduce(modesOff(mouse: mouse)) { $0 + withoutPadding($1 ?? "") }
        return Array(text.utf8)
    }

    /// A terminfo string without its `$<…>` delay specifications, which only `tputs` understands.
    static func withoutPadding(_ capability: String) -> String {
        var result = ""
        var index = capability.startIndex
        while index < capability.endIndex {
            let rest = capability[index...]
            if rest.hasPrefix("$<"), let end = rest.firstIndex(of: ">") {
                index = capability.index(after: end)
            } else {
                result.append(capability[index])
                index = capability.index(after: index)
            }
        }
        return result
    }
}
