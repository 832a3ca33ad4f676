/// One page of a `Wizard`: a title for the progress line, the view it shows, and a check that runs
/// when the user asks for the next step (a message blocks the step; nil lets the user on).
public struct WizardStep {
    /// Shown on the progress line: `Step 2 of 4 · Title`.
    public var title: String
    /// The page's view.
    public var content: View
    /// Returns why the step is not done (shown under the page, blocking Next), or nil.
    public var validate: @MainActor () -> String?

    /// Creates a step; without `validate` it always lets the user on.
    public init(_ title: String, content: View, validate: @escaping @MainActor () -> String? = { nil }) {
        self.title = title
        self.content = content
        self.validate = validate
    }
}
