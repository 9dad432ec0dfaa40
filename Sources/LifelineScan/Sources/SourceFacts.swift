import LifelineModel
import LifelineTrace

/// A place in a scanned file, 1-based, columns in UTF-8 bytes as compilers print them.
public struct CodeLocation: Hashable, Sendable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: CodeLocation, b: CodeLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// The language a delegate is written in.
public enum SourceLanguage: String, Sendable {
    case swift
    case objectiveC = "objective-c"
}

/// A class (or struct) that adopts a life-cycle protocol, by declaration or extension.
public struct DelegateType: Sendable {
    public var name: String
    public var protocols: Set<DelegateProtocol>
    public var location: CodeLocation
    public var language: SourceLanguage
}

/// One method definition inside a type the readers saw: `name` is the Swift spelling
/// (`applicationDidBecomeActive(_:)`) or the Objective-C selector.
public struct MethodDefinition: Sendable {
    public var owner: String
    public var name: String
    public var location: CodeLocation
    public var language: SourceLanguage
    /// For `scene(_:willConnectTo:options:)`: the connection-options fields its body reads, and
    /// whether it hands the options on whole (then what it reads is unknown).
    public var optionsRead: Set<String> = []
    public var optionsPassedOn = false
    /// For `configurationForConnecting`: the configuration names it creates, when literal.
    public var configurationNames: [(name: String, location: CodeLocation)] = []
    /// Whether the method sets a configuration's `delegateClass` in code.
    public var setsDelegateClass = false
    /// Scene-delegate class names the body names (`delegateClass = SceneDelegate.self`).
    public var delegateClassNames: [String] = []
    /// Of those names and classes, the ones given to another session role's scene (CarPlay,
    /// an external display), not to the app's window scene.
    public var otherRoleNames: Set<String> = []
    public var otherRoleClasses: Set<String> = []
}

/// A read of `launchOptions[key]`.
public struct LaunchOptionRead: Sendable {
    public var key: LaunchOptionKey
    public var location: CodeLocation
}

/// A use of an API that means the app's one window.
public struct WindowAPIUse: Sendable {
    public var api: SingleWindowAPI
    public var location: CodeLocation
}

/// A reference to a life-cycle notification (an observer, a publisher, `.onReceive`).
public struct NotificationUse: Sendable {
    public var notification: LifecycleNotification
    public var location: CodeLocation
}

/// A SwiftUI `App` and what it adopts.
public struct SwiftUIApp: Sendable {
    public var name: String
    public var location: CodeLocation
    /// The class named by `@UIApplicationDelegateAdaptor(X.self)`.
    public var delegateAdaptor: String?
    public var adaptorLocation: CodeLocation?
    /// A watchOS or macOS app (`@WKApplicationDelegateAdaptor`, `@NSApplicationDelegateAdaptor`…):
    /// another target's, not the iOS app's.
    public var isOtherPlatform = false
    /// `onChange(of: scenePhase)`, `onOpenURL`, `onContinueUserActivity`… as found.
}

/// A SwiftUI modifier that handles a life-cycle event: `onChange(of: scenePhase)`,
/// `onOpenURL`, `onContinueUserActivity`.
public struct SwiftUIEventUse: Sendable {
    public var modifier: String
    public var location: CodeLocation
}

/// A `window` property declared on some type; a finding when the type is the app delegate.
public struct WindowProperty: Sendable {
    public var owner: String
    public var location: CodeLocation
}

/// The app delegate's `window` reached another way than the table's spellings: through a cast
/// (`(UIApplication.shared.delegate as? AppDelegate)?.window`), a static accessor
/// (`AppDelegate.shared.window`) or a name bound to the app delegate. `type` is the class the
/// code names ("" when it names none: then it is the app delegate, whichever it is).
public struct AppDelegateWindowUse: Sendable {
    public var type: String
    public var location: CodeLocation
    /// The class and method the read is in, when it is in one.
    public var owner: String? = nil
    public var method: String? = nil
}

/// A window the app delegate creates with a frame (in `application(_:didFinishLaunchingWithOptions:)`
/// or a method it calls): the app's one window, which under scenes each scene makes for itself.
public struct LaunchWindow: Sendable {
    public var owner: String
    /// The method that makes it: the launch method, or a helper it calls.
    public var method: String
    public var location: CodeLocation
}

/// Everything the source readers found, merged over all files.
public struct SourceFacts: Sendable {
    public var types: [DelegateType] = []
    public var methods: [MethodDefinition] = []
    public var launchOptionReads: [LaunchOptionRead] = []
    public var windowAPIs: [WindowAPIUse] = []
    public var notifications: [NotificationUse] = []
    public var apps: [SwiftUIApp] = []
    public var swiftUIEvents: [SwiftUIEventUse] = []
    public var windowProperties: [WindowProperty] = []
    public var launchWindows: [LaunchWindow] = []
    public var appDelegateWindows: [AppDelegateWindowUse] = []
    /// Types declared in a file as another platform's app delegate (`NSApplicationDelegate`,
    /// `WKApplicationDelegate`), as `file|name`: their methods are not UIKit's.
    public var otherPlatformTypes: Set<String> = []
    /// UIKit entry points: `@main`/`@UIApplicationMain` on a class, or a `UIApplicationMain(…)` call.
    public var uikitEntryPoints: [CodeLocation] = []
    /// Every class or struct name declared anywhere (to tell whether a manifest's class exists).
    public var declaredTypes: Set<String> = []
    /// How many files each reader read.
    public var swiftFiles = 0
    public var objcFiles = 0
    /// Files a reader could not read, and why: each is a note, never a silent gap.
    public var skippedFiles: [SkippedFile] = []

    public init() {}

    public mutating func merge(_ other: SourceFacts) {
        types += other.types
        methods += other.methods
        launchOptionReads += other.launchOptionReads
        windowAPIs += other.windowAPIs
        notifications += other.notifications
        apps += other.apps
        swiftUIEvents += other.swiftUIEvents
        windowProperties += other.windowProperties
        launchWindows += other.launchWindows
        appDelegateWindows += other.appDelegateWindows
        uikitEntryPoints += other.uikitEntryPoints
        otherPlatformTypes.formUnion(other.otherPlatformTypes)
        declaredTypes.formUnion(other.declaredTypes)
        swiftFiles += other.swiftFiles
        objcFiles += other.objcFiles
        skippedFiles += other.skippedFiles
    }
}

/// A file the scan found but did not read (too deeply nested, say), and why.
public struct SkippedFile: Sendable, Equatable {
    public var file: String
    public var reason: String

    /// The note's one line, `file:1:1: note: reason`, control characters escaped.
    public var description: String { "\(PrintableText.escaped(file)):1:1: note: \(PrintableText.escaped(reason))" }
}
