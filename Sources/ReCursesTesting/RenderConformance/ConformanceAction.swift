import TerminalUI

/// One kind of step of a conformance run: something done to the view under test (a model change,
/// a key, a resize), picked at random in proportion to its `weight`. It returns a line describing
/// what it did, so a failing run lists the steps that led there.
@MainActor
public struct ConformanceAction<Content: View> {
    /// How often the action is picked relative to the others (at least 1).
    public let weight: Int
    /// Performs the step and describes it.
    let perform: @MainActor (ConformanceContext<Content>) -> String

    /// An action picked `weight` times as often as an action of weight 1; `perform` changes the view
    /// (through `context.view` or `context.driver`) and returns what it did in a few words.
    public init(weight: Int = 1, _ perform: @escaping @MainActor (ConformanceContext<Content>) -> String) {
        self.weight = max(1, weight)
        self.perform = perform
    }

    /// Presses one of `keys`.
    public static func press(_ keys: [Key], weight: Int = 1) -> Self {
        Self(weight: weight) { context in
            let key = context.pick(keys)
            context.driver.press(key)
            return "press \(key.label)"
        }
    }

    /// Types up to `maxLength` graphemes of one of `classes`, one key each.
    public static func type(
        maxLength: Int = 6, classes: [ConformanceText] = ConformanceText.allCases, weight: Int = 1
    ) -> Self {
        Self(weight: weight) { context in
            let text = context.text(maxLength: maxLength, classes: classes)
            context.driver.type(text)
            return "type \(String(reflecting: text))"
        }
    }

    /// Pastes up to `maxLength` graphemes of one of `classes` (one bracketed paste).
    public static func paste(
        maxLength: Int = 12, classes: [ConformanceText] = ConformanceText.allCases, weight: Int = 1
    ) -> Self {
        Self(weight: weight) { context in
            let text = context.text(maxLength: maxLength, classes: classes)
            context.driver.paste(text)
            return "paste \(String(reflecting: text))"
        }
    }

    /// Resizes the terminal to a random size up to `maximum`, down to 0×0 now and then.
    public static func resize(upTo maximum: Size, weight: Int = 1) -> Self {
        Self(weight: weight) { context in
            let size =
                context.chance(oneIn: 8)
                ? Size(width: 0, height: 0)
                : Size(width: context.int(in: 0...maximum.width), height: context.int(in: 0...maximum.height))
            context.driver.resize(size)
            return "resize to \(size.width)×\(size.height)"
        }
    }

    /// Moves the virtual clock on by one of `durations` (timers fire, animations step).
    public static func advanceClock(by durations: [Duration], weight: Int = 1) -> Self {
        Self(weight: weight) { context in
            let duration = context.pick(durations)
            context.driver.advanceClock(by: duration)
            return "advance the clock by \(duration)"
        }
    }
}
