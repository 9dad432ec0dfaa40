import LifelineModel
import LifelineTrace

/// Plain-language lines apps print instead of a method's name ("App did become active",
/// "scene entered background"), read only when asked (`lifeline import --phrases`): each is
/// a guess at a callback, so each mapping states its confidence, and every event read from
/// one says which phrase and how sure in its `detail`. Never read silently.
enum HumanPhrases {
    enum Confidence: String, Sendable {
        /// The phrase names one callback in every profile (`app will terminate`).
        case high
        /// The phrase names the app's callback, but a scene app prints the same words for its
        /// scene's (`app did become active` in a scene delegate).
        case medium
        /// The phrase could be the callback or something the app does around it.
        case low
    }

    struct Phrase: Sendable {
        /// The words (lowercase), or for a user's `regex:` its pattern.
        var words: String
        /// The callback the phrase is printed from; nil for a user's phrase that names a phase.
        var callback: Callback?
        var confidence: Confidence
        var why: String
        /// A regular expression (`regex:` in a `--phrases` file), not words.
        var isPattern = false
        /// The callback was given by its short name (`didEnterBackground`): read through the profile.
        var short = false
        /// The SwiftUI phase a user's phrase names (`phase: active` in a `--phrases` file).
        var phase: ScenePhase? = nil
        /// Where a user's mapping says it (`phrases-zh.yaml:4`); nil for the built-in table.
        var origin: String? = nil
    }

    /// Longer phrases first: the first that matches is taken.
    static let all: [Phrase] = [
        Phrase(
            words: "app did finish launching", callback: .didFinishLaunching, confidence: .high,
            why: "names the launch callback; no other method finishes launching"),
        Phrase(
            words: "app will finish launching", callback: .willFinishLaunching, confidence: .high,
            why: "names the first launch callback"),
        Phrase(
            words: "app will terminate", callback: .applicationWillTerminate, confidence: .high,
            why: "only the app delegate hears of termination, in every profile"),
        Phrase(
            words: "app did become active", callback: .applicationDidBecomeActive, confidence: .medium,
            why: "the app delegate's words; a scene app may print them from sceneDidBecomeActive(_:)"),
        Phrase(
            words: "app became active", callback: .applicationDidBecomeActive, confidence: .medium,
            why: "the app delegate's words; a scene app may print them from sceneDidBecomeActive(_:)"),
        Phrase(
            words: "app will resign active", callback: .applicationWillResignActive, confidence: .medium,
            why: "the app delegate's words; a scene app may print them from sceneWillResignActive(_:)"),
        Phrase(
            words: "app did enter background", callback: .applicationDidEnterBackground, confidence: .medium,
            why: "the app delegate's words; a scene app may print them from sceneDidEnterBackground(_:)"),
        Phrase(
            words: "app entered background", callback: .applicationDidEnterBackground, confidence: .medium,
            why: "the app delegate's words; a scene app may print them from sceneDidEnterBackground(_:)"),
        Phrase(
            words: "app will enter foreground", callback: .applicationWillEnterForeground, confidence: .medium,
            why: "the app delegate's words; a scene app may print them from sceneWillEnterForeground(_:)"),
        Phrase(
            words: "scene did become active", callback: .sceneDidBecomeActive, confidence: .high,
            why: "names the scene delegate's callback"),
        Phrase(
            words: "scene became active", callback: .sceneDidBecomeActive, confidence: .high,
            why: "names the scene delegate's callback"),
        Phrase(
            words: "scene will resign active", callback: .sceneWillResignActive, confidence: .high,
            why: "names the scene delegate's callback"),
        Phrase(
            words: "scene did enter background", callback: .sceneDidEnterBackground, confidence: .high,
            why: "names the scene delegate's callback"),
        Phrase(
            words: "scene entered background", callback: .sceneDidEnterBackground, confidence: .high,
            why: "names the scene delegate's callback"),
        Phrase(
            words: "scene will enter foreground", callback: .sceneWillEnterForeground, confidence: .high,
            why: "names the scene delegate's callback"),
        Phrase(
            words: "scene will connect", callback: .sceneWillConnect, confidence: .high,
            why: "names the scene delegate's callback"),
        Phrase(
            words: "scene did disconnect", callback: .sceneDidDisconnect, confidence: .high,
            why: "names the scene delegate's callback"),
        Phrase(
            words: "scene disconnected", callback: .sceneDidDisconnect, confidence: .medium,
            why: """
                the past tense may be printed after sceneDidDisconnect(_:) returned, or by an observer of the \
                notification
                """),
        Phrase(
            words: "app went to background", callback: .applicationDidEnterBackground, confidence: .low,
            why: "may be printed by an observer of didEnterBackgroundNotification rather than the delegate"),
        Phrase(
            words: "app came to foreground", callback: .applicationWillEnterForeground, confidence: .low,
            why: "may be printed after didBecomeActive, or by an observer of a notification")
    ]

}
