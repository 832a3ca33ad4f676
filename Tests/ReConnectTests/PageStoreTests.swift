import ReConnect
import ReStore
import Testing

/// The transient state of one editing screen, plus a copy of the global name it follows.
struct DraftState: StateType, Equatable {
    var draft = ""
    var userName = ""
}

struct EditDraft: Action { let text: String }
struct UserNameChanged: Action { let name: String }

func draftReducer(action: Action, state: DraftState?) -> DraftState {
    var state = state ?? DraftState()
    if let edit = action as? EditDraft { state.draft = edit.text }
    if let change = action as? UserNameChanged { state.userName = change.name }
    return state
}

/// A screen-like owner with its own page store that follows the global store's name.
@MainActor final class DraftOwner: Connectable {
    struct Props: Equatable { let title: String }
    struct Actions { let edit: (String) -> Void }

    let pageStore = PageStore<DraftState>(reducer: draftReducer, state: nil)
    let widget = FakeWidget()
    let connection: Connection<DraftState, Props, Actions>

    init(globalStore: Store<AppState>) {
        connection = Connection(
            store: pageStore,
            mapStateToProps: { Props(title: "\($0.userName): \($0.draft)") },
            mapDispatchToActions: { dispatch in Actions(edit: { dispatch(EditDraft(text: $0)) }) }
        )
        let global = StateConsumer<AppState>()
        global.add({ $0.name }) { [weak pageStore] (name: String) in
            pageStore?.dispatch(UserNameChanged(name: name))
        }
        pageStore.observe(globalStore, with: global)
        connection.bind(\.title, to: widget.rx.text)
    }
}

@MainActor
@Suite struct PageStoreTests {
    @Test func aConnectionFollowsAPageStoreThatFollowsTheGlobalStore() {
        let globalStore = makeStore()
        let owner = DraftOwner(globalStore: globalStore)
        owner.connection.connect()
        owner.actions.edit("hi")
        globalStore.dispatch(Rename(name: "Bob"))
        #expect(owner.props.title == "Bob: hi")
        #expect(owner.widget.texts == [": ", "Ada: ", "Ada: hi", "Bob: hi"])
        globalStore.dispatch(Increase())
        #expect(owner.widget.texts.count == 4)
        owner.connection.disconnect()
    }

    @Test func theScreenAndItsPageStoreGoAwayWithoutLeavingSubscriptions() {
        let globalStore = makeStore()
        let baseline = globalStore.subscriptionCount
        weak var weakOwner: DraftOwner?
        weak var weakPageStore: PageStore<DraftState>?
        do {
            let owner = DraftOwner(globalStore: globalStore)
            owner.connection.connect()
            globalStore.dispatch(Rename(name: "Bob"))
            #expect(globalStore.subscriptionCount == baseline + 1)
            weakOwner = owner
            weakPageStore = owner.pageStore
        }
        #expect(weakOwner == nil)
        #expect(weakPageStore == nil)
        #expect(globalStore.subscriptionCount == baseline)
        globalStore.dispatch(Rename(name: "Eve"))
    }
}
