import TerminalUI

/// A screen that shows other screens in tabs: a `TabView` whose tabs each hold a screen, made by
/// its factory the first time its tab is shown.
///
/// Only the selected tab's screen is visible: it appears (connects when it is `Connectable`, its
/// timers run) while its tab is shown and the tab screen is visible, and disappears (disconnects,
/// its timers pause, its tasks are cancelled) when another tab is shown; a screen starts its work
/// again in `viewWillAppear`. Covering the tab screen (a push or a modal) makes the selected screen
/// disappear too, and popping the tab screen ends the work of every screen it made.
///
/// The tab screens' keys work while their tab is shown: the responder chain goes from the focused
/// view through the tab's screen, the tab view (Ctrl-PgUp/Ctrl-PgDn, Alt-1…Alt-9) and this screen to
/// the navigation stack. Bind the selection with `tabView.rx.selectedIndex` and observe
/// `tabView.selectionChanged`, as for any `TabView`.
///
/// ```swift
/// let tabs = TabScreen(title: "Mail")
/// tabs.addTab("Inbox") { InboxScreen(store: store) }
/// tabs.addTab("Sent") { SentScreen(store: store) }
/// navigation.push(tabs)
/// ```
open class TabScreen: Screen {
    /// The strip and the content area; its content views are the tab screens' views.
    public let tabView: TabView
    private var factories: [ObjectIdentifier: @MainActor () -> Screen] = [:]
    private var madeScreens: [Screen] = []

    /// The tab to select once it has been added.
    private let initialSelection: Int

    /// A tab screen titled `title`, showing the tab at `selectedIndex` once tabs are added.
    public init(title: String = "", selectedIndex: Int = 0) {
        tabView = TabView()
        initialSelection = selectedIndex
        super.init(title: title)
        tabView.onShownContentChange = { [unowned self] hidden, shown in
            shownContentDidChange(hidden: hidden, shown: shown)
        }
        tabView.preferredFocusInContent = { [unowned self] content in
            screen(showing: content)?.preferredFocusedView
        }
    }

    /// Adds a tab titled `title` whose screen `makeScreen` makes the first time the tab is shown.
    public func addTab(_ title: String, screen makeScreen: @escaping @MainActor () -> Screen) {
        tabView.addTab(title) { [unowned self] in
            let screen = makeScreen()
            adopt(screen)
            return screen.view
        }
        if tabView.tabCount == initialSelection + 1 { tabView.selectedIndex = initialSelection }
    }

    /// Removes the tab at `index` (ignored when out of range). Its screen, if made, disappears when it
    /// was shown and its work ends; the tab after it (else the one before) is shown instead. Remove
    /// tabs here rather than on `tabView`, which knows nothing of screens.
    public func removeTab(at index: Int) {
        guard index >= 0, index < tabView.tabCount else { return }
        let removed = screenIfLoaded(at: index)
        tabView.removeTab(at: index)
        guard let removed else { return }
        madeScreens.removeAll { $0 === removed }
        removed.endScopedWork()
        removed.navigation = nil
        removed.parentScreen = nil
    }

    /// The selected tab (-1 while there are none); setting it shows that tab.
    public var selectedIndex: Int {
        get { tabView.selectedIndex }
        set { tabView.selectedIndex = newValue }
    }

    /// The screen of the selected tab, once made.
    public var selectedScreen: Screen? { screenIfLoaded(at: tabView.selectedIndex) }

    /// The screen of the tab at `index` if it has been made (its tab was shown).
    public func screenIfLoaded(at index: Int) -> Screen? {
        tabView.contentIfLoaded(at: index).flatMap(screen(showing:))
    }

    /// The screens made so far, in the order they were made.
    public var loadedScreens: [Screen] { madeScreens }

    /// The tab view is the root view.
    open override func loadView() {
        view = tabView
    }

    /// The view the selected tab had focused last, else its screen's preferred view.
    open override var preferredFocusedView: View? {
        tabView.lastFocusedView(inTabAt: tabView.selectedIndex) ?? selectedScreen?.preferredFocusedView
    }

    override var childScreens: [Screen] { madeScreens }

    override func childScreensToShow() -> [Screen] {
        tabView.loadSelectedContent()
        return selectedScreen.map { [$0] } ?? []
    }

    private func adopt(_ screen: Screen) {
        guard !madeScreens.contains(where: { $0 === screen }) else { return }
        screen.parentScreen = self
        screen.navigation = navigation
        madeScreens.append(screen)
    }

    private func screen(showing content: View) -> Screen? {
        madeScreens.first { $0.viewIfLoaded === content }
    }

    /// Another tab is shown: its screen appears and the hidden one disappears (while this screen is
    /// visible), and the hidden one's tasks are cancelled.
    private func shownContentDidChange(hidden: View?, shown: View?) {
        let old = hidden.flatMap(screen(showing:))
        let new = shown.flatMap(screen(showing:))
        if appearance == .appeared {
            old?.beginAppearanceTransition(appearing: false)
            new?.beginAppearanceTransition(appearing: true)
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
        old?.cancelTasks()
        navigation?.refreshChrome()
    }
}
