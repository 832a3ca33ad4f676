// recurses-list: the smallest whole app, a store-bound list of 100 rows, full screen; Ctrl-C quits.
// It imports ReCurses alone (no Foundation), so `make release` links it statically into a small
// executable: the benchmarks measure its first frame, its memory and its CPU per key through ncurses.
import ReCurses

let store = Store(reducer: ListExampleState.reduce, state: ListExampleState(count: 100))
let app = Application(store: store, root: ListExampleScreen(store: store))
try app.run()  // without a terminal: one line on stderr and exit status 1
