extension Window {
    /// The window's tooltips, attached the first time they are asked for.
    public var tooltips: TooltipPresenter {
        accessory(TooltipPresenter.self) { TooltipPresenter(window: self) }
    }

    /// The key that shows the focused view's `tooltip` (and hides it again); nil (the default) for
    /// none. `Application` sets Shift-F1 (F1 alone is help). Setting it also turns hover tooltips on.
    public var tooltipKey: Key? {
        get { accessory(TooltipPresenter.self)?.key }
        set { tooltips.key = newValue }
    }
}
