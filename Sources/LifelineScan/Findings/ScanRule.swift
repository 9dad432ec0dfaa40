import LifelineModel

/// One kind of finding: id, title, severity and the fact it rests on. What UIKit does with
/// each method, key or API comes from LifelineModel's tables; this catalogue only says how a
/// scan reports it.
public struct ScanRule: Sendable {
    package var id: String
    package var title: String
    package var severity: Severity
    /// The fact in Docs/lifecycle-facts.md the rule rests on (a finding may add its row's own).
    package var citation: Citation

    /// Errors only from documented facts; an unsure fact never makes more than a note.
    init(_ id: String, _ title: String, _ severity: Severity, _ citation: Citation) {
        self.id = id
        self.title = title
        self.severity =
            citation.basis == .unsure ? .note : citation.basis == .observed && severity == .error ? .warning : severity
        self.citation = citation
    }
}

extension ScanRule {
    private static let tn3187 =
        "https://developer.apple.com/documentation/technotes/tn3187-migrating-to-the-uikit-scene-based-life-cycle"

    package static let appDelegateLifeCycle = ScanRule(
        "LS001", "App-delegate life cycle: built with the iOS 27 SDK the app will not launch", .error,
        Citation(.documented, "9", tn3187))
    package static let moves = ScanRule(
        "LS101", "App-delegate method that moves to the scene delegate", .warning,
        Citation(.documented, "2.5", CitedPage.transitioning))
    package static let neverCalled = ScanRule(
        "LS102", "App-delegate method UIKit never calls in a scene-based app", .error,
        Citation(.documented, "2.5", CitedPage.transitioning))
    package static let forwarded = ScanRule(
        "LS106", "App-delegate method UIKit no longer calls, which the app's own code calls", .note,
        Citation(.documented, "2.5", CitedPage.transitioning))
    package static let backDeployed = ScanRule(
        "LS105", "App-delegate method called only on iOS 12 and earlier", .note,
        Citation(.documented, "6", CitedPage.lifeCycle))
    package static let legacyRestoration = ScanRule(
        "LS107", "Legacy state-restoration method: UIKit does not call it under scenes", .warning,
        Citation(
            .documented, "1.7",
            "https://developer.apple.com/documentation/uikit/uiviewcontroller/restoring_your_app_s_state"))
    package static let stays = ScanRule(
        "LS103", "App-delegate method that stays on the app delegate", .note,
        Citation(.documented, "2.6", "https://developer.apple.com/documentation/uikit/uiapplicationdelegate"))
    package static let observer = ScanRule(
        "LS104", "Life-cycle notification observed", .note,
        Citation(.documented, "3", CitedPage.willEnterForegroundNotification))
    package static let launchOptions = ScanRule(
        "LS110", "launchOptions read: nil under scenes, use the connection options", .warning,
        Citation(.documented, "2.1", CitedPage.appDelegate + "application(_:didfinishlaunchingwithoptions:)"))
    package static let launchOptionsInSceneApp = ScanRule(
        "LS111", "launchOptions read in a scene-based app: always nil", .error,
        Citation(.documented, "2.1", CitedPage.appDelegate + "application(_:didfinishlaunchingwithoptions:)"))
    package static let singleWindow = ScanRule(
        "LS120", "Single-window API: use the scene's window or screen", .warning,
        Citation(.documented, "12", CitedPage.transitioning))
    package static let launchWindow = ScanRule(
        "LS121", "Launch window: the app delegate creates the app's window", .warning,
        Citation(.documented, "12", CitedPage.transitioning))
    package static let launchReadsWindow = ScanRule(
        "LS122", "Launch code reads the app delegate's window: nil there under scenes", .warning,
        Citation(.documented, "2.1", CitedPage.launchSequence))
    package static let launchReadsWindowInSceneApp = ScanRule(
        "LS123", "Launch code reads the app delegate's window in a scene-based app: always nil there", .error,
        Citation(.documented, "2.1", CitedPage.launchSequence))
    package static let missingDelegateClass = ScanRule(
        "LS130", "Scene delegate class named in the manifest is not in the sources", .warning,
        Citation(
            .documented, "12", "https://developer.apple.com/documentation/uikit/specifying-the-scenes-your-app-supports"
        ))
    package static let unknownConfiguration = ScanRule(
        "LS131", "configurationForConnecting names a configuration the manifest lacks", .warning,
        Citation(
            .documented, "12",
            "https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)"))
    package static let coldLaunchLost = ScanRule(
        "LS132", "Cold-launch event handled only by the running-scene method", .error,
        Citation(.documented, "2.7", CitedPage.sceneDelegate + "scene(_:willconnectto:options:)"))
    package static let nearMiss = ScanRule(
        "LS140", "Method that looks like a delegate callback but matches no requirement", .warning,
        Citation(.documented, "12", "https://developer.apple.com/documentation/uikit/uiscenedelegate"))
    package static let swiftUIEvent = ScanRule(
        "LS150", "SwiftUI life-cycle modifier", .note,
        Citation(.documented, "5", CitedPage.scenePhase))

    /// Every rule, in id order (SARIF lists them as the tool's rules).
    package static let all: [ScanRule] = [
        appDelegateLifeCycle, moves, neverCalled, stays, backDeployed, forwarded, legacyRestoration, observer,
        launchOptions,
        launchOptionsInSceneApp,
        singleWindow, launchWindow, launchReadsWindow, launchReadsWindowInSceneApp, missingDelegateClass,
        unknownConfiguration, coldLaunchLost, nearMiss, swiftUIEvent
    ]
}

/// One thing the scan reports, at a place in the app.
public struct ScanFinding: Sendable {
    /// The rule the code breaks.
    public var rule: ScanRule
    /// Where: file, line and column.
    public var location: CodeLocation
    /// What is wrong there, in one sentence.
    public var message: String
    /// The facts it cites: the rule's, then the model row's.
    public var citations: [Citation]

    /// The rule's severity, from the basis of its facts.
    public var severity: Severity { rule.severity }

    init(_ rule: ScanRule, _ location: CodeLocation, _ message: String, citing extra: [Citation] = []) {
        self.rule = rule
        self.location = location
        self.message = message
        var citations = [rule.citation]
        for citation in extra where !citations.contains(citation) { citations.append(citation) }
        self.citations = citations
    }
}
