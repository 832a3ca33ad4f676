import ReCurses

extension Responder {
    /// Binds `key` to a command named `name` (with `hint`) and registers `action` as its handler here.
    func bind(_ key: Key, _ name: String, hint: String = "", action: @escaping @MainActor () -> Void = {}) {
        keyBindings.append(KeyBinding(key, Command(name), hint: hint))
        addCommand(Command(name), perform: action)
    }
}
