/// The commands the built-in views and screens handle. Bind keys to them, or register handlers for
/// them on your own views and screens.
extension Command {
    /// Runs the focused item: opens a list row, presses a button.
    public static let activate = Command("activate")
    /// Flips an on/off value.
    public static let toggle = Command("toggle")
    /// Marks or unmarks the current item for a multiple selection.
    public static let mark = Command("mark")
    /// Selects the item with the index given as the argument (0-based).
    public static let select = Command("select")

    /// Raises a value by one step.
    public static let increment = Command("increment")
    /// Lowers a value by one step.
    public static let decrement = Command("decrement")
    /// Raises a value by one page of steps.
    public static let incrementPage = Command("incrementPage")
    /// Lowers a value by one page of steps.
    public static let decrementPage = Command("decrementPage")

    /// Moves up one row.
    public static let moveUp = Command("moveUp")
    /// Moves down one row.
    public static let moveDown = Command("moveDown")
    /// Moves left one column or item.
    public static let moveLeft = Command("moveLeft")
    /// Moves right one column or item.
    public static let moveRight = Command("moveRight")
    /// Moves up one page.
    public static let pageUp = Command("pageUp")
    /// Moves down one page.
    public static let pageDown = Command("pageDown")
    /// Moves to the first item, the start, or the minimum.
    public static let moveToStart = Command("moveToStart")
    /// Moves to the last item, the end, or the maximum.
    public static let moveToEnd = Command("moveToEnd")

    /// Moves the focus to the next view.
    public static let focusNext = Command("focusNext")
    /// Moves the focus to the previous view.
    public static let focusPrevious = Command("focusPrevious")

    /// Finishes editing and hands the value over (Enter in a text field).
    public static let submit = Command("submit")
    /// Goes back: pops the top screen, or closes the frontmost modal.
    public static let back = Command("back")
    /// Shows the keys of the focused context.
    public static let help = Command("help")
    /// Quits the application.
    public static let quit = Command("quit")
}
