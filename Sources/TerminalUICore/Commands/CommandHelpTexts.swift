import Synchronization

/// The help texts commands were declared with, each stored once and named by its index, so that a
/// `Command` carries a small number rather than a string. Commands are made from any isolation, so
/// the texts are kept behind a lock; only the help dialog, menus and the palette read them.
enum CommandHelpTexts {
    private struct Texts {
        var list: [String] = [""]
        var indices: [String: UInt32] = [:]
    }

    private static let texts = Mutex(Texts())

    /// The index of `text`, stored on first use; 0 for the empty text.
    static func index(of text: String) -> UInt32 {
        guard !text.isEmpty else { return 0 }
        return texts.withLock { texts in
            if let index = texts.indices[text] { return index }
            let index = UInt32(texts.list.count)
            texts.list.append(text)
            texts.indices[text] = index
            return index
        }
    }

    /// The text stored at `index`.
    static func text(at index: UInt32) -> String {
        guard index != 0 else { return "" }
        return texts.withLock { $0.list[Int(index)] }
    }
}
