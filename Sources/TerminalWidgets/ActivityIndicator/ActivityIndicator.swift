import Bindings

/// A spinner that shows work is under way: a glyph that turns while `isAnimating`, with an
/// optional title after it (`⠹ Fetching report…`).
///
/// ```swift
/// let spinner = ActivityIndicator(title: "Searching…")
/// spinner.startAnimating()
/// connection.bind(\.isSearching, to: spinner.rx.isAnimating)
/// ```
///
/// It turns on its window's clock and only while it is animating and on screen: it asks for its
/// next frame when it is drawn, so a spinner that is hidden, covered by another screen, scrolled
/// away or out of any window stops waking the app, and goes on from the current time when it is
/// drawn again. Each frame redraws the spinner alone, and only its glyph's cells change on the
/// terminal. While stopped it is hidden, taking no room in a stack (`hidesWhenStopped`, the
/// default, as in UIKit), or shows `stoppedLook`: its first frame, a check mark once the work is
/// done (`.finished`), a pause sign (`.paused`) or a glyph of your own.
public final class ActivityIndicator: View {
    /// What the widget is to a screen reader: role, label, value, state and position.
    public override var accessibilityDescription: AccessibilityDescription {
        AccessibilityDescription(
            role: "activity", label: title, value: isAnimating ? "busy" : "idle", states: accessibilityStates)
    }

    /// Whether the glyph turns. Stopping shows the stopped look at once and schedules nothing.
    public var isAnimating: Bool {
        didSet {
            guard isAnimating != oldValue else { return }
            if !isAnimating { cancelTick() }
            updateVisibility()
            setNeedsDisplay()
        }
    }

    /// Whether the indicator sets `isHidden` while it is stopped (true, the default), or shows its
    /// first frame and title then.
    public var hidesWhenStopped: Bool {
        didSet {
            guard hidesWhenStopped != oldValue else { return }
            if hidesWhenStopped { updateVisibility() } else if !isAnimating { isHidden = false }
            setNeedsDisplay()
        }
    }

    /// What the indicator shows while stopped and not hidden (`hidesWhenStopped` false).
    public var stoppedLook: ActivityIndicatorStoppedLook = .firstFrame {
        didSet { if stoppedLook != oldValue, !isAnimating { setNeedsDisplay() } }
    }

    /// The text after the glyph; empty for none.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicSize()
        }
    }

    /// The frames and their pace.
    public var style: ActivityIndicatorStyle {
        didSet {
            guard style != oldValue else { return }
            cancelTick()
            setNeedsDisplay()
            invalidateIntrinsicSize()
        }
    }

    /// The theme style of the glyph. The default, `\.normal`, keeps a tick to the glyph's own bytes
    /// on a real terminal; a coloured style (`\.accent`) adds the sequences that set and reset it.
    public var glyphStyle: KeyPath<Theme, Style> = \.normal {
        didSet { if glyphStyle != oldValue { setNeedsDisplay() } }
    }

    /// The tick that shows the next frame, scheduled when the indicator is drawn animating.
    private var tick: ClockTimer?

    /// Creates an indicator, stopped unless `isAnimating`.
    public init(
        title: String = "", style: ActivityIndicatorStyle = .braille, isAnimating: Bool = false,
        hidesWhenStopped: Bool = true
    ) {
        self.title = title
        self.style = style
        self.isAnimating = isAnimating
        self.hidesWhenStopped = hidesWhenStopped
        super.init()
        updateVisibility()
    }

    /// Starts turning.
    public func startAnimating() { isAnimating = true }

    /// Stops turning.
    public func stopAnimating() { isAnimating = false }

    /// Whether the next frame is scheduled on the clock (the indicator is animating and was drawn).
    public var isTicking: Bool { tick?.isScheduled == true }

    /// The glyph's width, then a space and the title when there is one, on one row.
    public override var intrinsicSize: Size {
        Size(width: style.width + (title.isEmpty ? 0 : 1 + title.displayWidth), height: 1)
    }

    /// The frame of the clock's current time and the title on the middle row; while animating, the
    /// next frame's tick is scheduled.
    public override func draw(into canvas: inout Canvas) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        let clock = window?.clock
        let now = clock?.now ?? .zero
        let frame = isAnimating ? style.frames[style.frameIndex(at: now)] : stoppedLook.glyph(for: style)
        let theme = self.theme
        let row = (bounds.height - 1) / 2
        canvas.put(
            frame, at: Point(x: 0, y: row), style: isEnabledInHierarchy ? theme[keyPath: glyphStyle] : theme.disabled,
            maxWidth: style.width)
        if !title.isEmpty {
            let titleStyle = isEnabledInHierarchy ? theme.normal : theme.disabled
            canvas.put(title, at: Point(x: style.width + 1, y: row), style: titleStyle)
        }
        if isAnimating, let clock, !isTicking { scheduleTick(on: clock, after: now) }
    }

    /// Leaving the window stops the ticks; entering one draws the indicator, which starts them.
    public override func didMoveToWindow() {
        cancelTick()
    }

    private func updateVisibility() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }

    private func scheduleTick(on clock: TerminalClock, after now: Duration) {
        tick = clock.schedule(at: style.nextFrameTime(after: now)) { [weak self] in
            guard let self else { return }
            tick = nil
            if isAnimating { setNeedsDisplay() }
        }
    }

    private func cancelTick() {
        tick?.cancel()
        tick = nil
    }
}

extension Reactive where Base: ActivityIndicator {
    /// Binds whether the indicator turns.
    public var isAnimating: Binder<Bool> {
        Binder(base) { indicator, isAnimating in indicator.isAnimating = isAnimating }
    }

    /// Binds what the indicator shows while stopped.
    public var stoppedLook: Binder<ActivityIndicatorStoppedLook> {
        Binder(base) { indicator, look in indicator.stoppedLook = look }
    }

    /// Binds the title.
    public var title: Binder<String> {
        Binder(base) { indicator, title in indicator.title = title }
    }
}
