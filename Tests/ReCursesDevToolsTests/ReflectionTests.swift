import ReCursesDevTools
import Testing

struct Address: Equatable {
    var city: String
    var zip: Int?
}

enum Loading: Equatable {
    case idle
    case loaded([Int])
    case failed(String)
}

struct Profile: Equatable {
    var name = "Ada"
    var age = 36
    var address = Address(city: "London", zip: nil)
    var tags = ["math", "poetry"]
    var scores: [String: Int] = ["a": 1]
    var loading = Loading.idle
    var nickname: String? = nil
}

@Suite("State reflection and diff")
struct ReflectionTests {
    @Test func aStructShowsItsFieldsWithSummaries() {
        let node = StateNode(value: Profile())
        let children = node.children()
        #expect(children.map(\.label) == ["name", "age", "address", "tags", "scores", "loading", "nickname"])
        #expect(
            children.map(\.summary) == [
                "\"Ada\"", "36", "Address", "Array<String> (2 elements)", "Dictionary<String, Int> (1 element)",
                ".idle", "nil",
            ])
        #expect(children[2].hasChildren)
        #expect(!children[1].hasChildren)
        #expect(children[3].children().map(\.path.description) == ["tags[0]", "tags[1]"])
        #expect(children[4].children().map(\.path.description) == ["scores[\"a\"]"])
    }

    @Test func anEnumPayloadAndAnOptionalAreLookedThrough() {
        var profile = Profile()
        profile.loading = .loaded([4, 5])
        profile.nickname = "A"
        let children = StateNode(value: profile).children()
        #expect(children[5].summary == ".loaded(…)")
        #expect(children[5].children().map(\.path.description) == ["loading.loaded"])
        #expect(children[6].summary == "\"A\"")
    }

    @Test func largeCollectionsShowTheirFirstChildrenAndACount() {
        let node = StateNode(value: Array(0..<1_000))
        let children = node.children(limit: 10)
        #expect(children.count == 11)
        #expect(children.last?.label == "… 990 more")
        #expect(children.last?.hasChildren == false)
    }

    @Test func theDiffFindsChangedLeavesInNestedValues() {
        var after = Profile()
        after.age = 37
        after.address.zip = 12345
        after.tags.append("chess")
        after.scores["a"] = 2
        after.scores["b"] = 3
        let diff = StateDiff(from: Profile(), to: after)
        #expect(
            diff.changes.map(\.description) == [
                "age: 36 → 37", "address.zip: nil → 12345", "tags[2]: — → \"chess\"", "scores[\"a\"]: 1 → 2",
                "scores[\"b\"]: — → 3",
            ])
        #expect(diff.isMarked(StatePath(["address"])))
        #expect(diff.isMarked(StatePath()))
        #expect(!diff.isMarked(StatePath(["name"])))
    }

    @Test func anEnumWithAnotherCaseIsOneChangeAndTheSameCaseComparesItsPayload() {
        var loaded = Profile()
        loaded.loading = .loaded([1, 2])
        #expect(StateDiff(from: Profile(), to: loaded).changes.map(\.path.description) == ["loading"])
        var reloaded = loaded
        reloaded.loading = .loaded([1, 3])
        #expect(StateDiff(from: loaded, to: reloaded).changes.map(\.description) == ["loading.loaded[1]: 2 → 3"])
    }

    @Test func equalStatesHaveNoChanges() {
        #expect(StateDiff(from: Profile(), to: Profile()).changes.isEmpty)
        #expect(StateDiff(from: 3, to: 3).changes.isEmpty)
        #expect(StateDiff(from: 3, to: 4).changes.map(\.description) == ["state: 3 → 4"])
    }
}
