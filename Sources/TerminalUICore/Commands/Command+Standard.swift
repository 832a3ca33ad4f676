/// The commands the built-in views and screens handle. Bind keys to them, or register handlers for
/// them on your own views and screens.
extension Command {
    /// Runs the focused item: opens a list row, presses a button.
    public static let activate = Command("activate", help: "Activate")
    /// Flips an on/off value.
    public static let toggle = Command("toggle", help: "Toggle")
    /// Marks or unmarks the current item for a multiple selection.
    public static let mark = Command("mark", help: "Mark or unmark")
    /// Selects the item with the index given as the argument (0-based).
    public static let select = Command("select", help: "Select")

    /// Raises a value by one step.
    public static let increment = Command("increment", help: "Increase")
    /// Lowers a value by one step.
    public static let decrement = Command("decrement", help: "Decrease")
    /// Raises a value by one page of steps.
    public static let incrementPage = Command("incrementPage", help: "Increase by a page")
    /// Lowers a value by one page of steps.
    public static let decrementPage = Command("decrementPage", help: "Decrease by a page")

    /// Moves up one row.
    public static let moveUp = Command("moveUp", help: "Up")
    /// Moves down one row.
    public static let moveDown = Command("moveDown", help: "Down")
    /// Moves left one column or item.
    public static let moveLeft = Command("moveLeft", help: "Left")
    /// Moves right one column or item.
    public static let moveRight = Command("moveRight", help: "Right")
    /// Moves up one page.
    public static let pageUp = Command("pageUp", help: "Page up")
    /// Moves down one page.
    public static let pageDown = Command("pageDown", help: "Page down")
    /// Moves to the first item, the start, or the minimum.
    public static let moveToStart = Command("moveToStart", help: "To the start")
    /// Moves to the last item, the end, or the maximum.
    public static let moveToEnd = Command("moveToEnd", help: "To the end")

    /// Moves the focus to the next view.
    public static let focusNext = Command("focusNext", help: "Focus next")
    /// Moves the focus to the previous view.
    public static let focusPrevious = Command("focusPrevious", help: "Focus previous")

    /// Finishes editing and hands the value over (Enter in a text field).
    public static let submit = Command("submit", help: "Submit")
    /// Goes back: pops the top screen, or closes the frontmost modal.
    public static let back = Command("back", help: "Back")
    /// Shows the keys of the focused context.
    public static let help = Command("help", help: "Keys")
    /// Quits the application.
    public static let quit = Command("quit", help: "Quit")
}
