/// What a text area held before a user edit: what taking the edit back restores.
struct TextAreaEditStart {
    let text: String
    let history: TextAreaHistory
    let killRing: KillRing
    let lastCommand: TextAreaLastCommand
    let selection: TextAreaSelection
}
