import Testing
@testable import LifelineModel

@Suite("Action catalogue")
struct ActionCatalogueTests {
    @Test(
        "a typo of an action suggests it; a word that is no near miss suggests nothing",
        arguments: [
            ("lunch", "launch"), ("split-veiw", "split-view"), ("backgroud-launch", "background-launch"),
            ("swipekill", "swipe-kill"), ("memory-warnings", "memory-warning")
        ])
    func nearMiss(typo: String, action: String) {
        #expect(ActionCatalogue.nearest(to: typo)?.name == action)
    }

    @Test("words far from every action have no suggestion", arguments: ["jump", "fly", "shake-device", "x"])
    func farWord(word: String) {
        #expect(ActionCatalogue.nearest(to: word) == nil)
    }

    @Test("the message names the near miss first, then every action")
    func message() {
        let message = ActionCatalogue.unknownActionMessage("lunch")
        #expect(message.hasPrefix("unknown action 'lunch'; did you mean 'launch'? (expected one of launch, open-url,"))
        #expect(message.hasSuffix("relaunch-all-windows, environment)"))
        #expect(
            ActionCatalogue.unknownActionMessage("jump").hasPrefix("unknown action 'jump' (expected one of launch,"))
    }
}
