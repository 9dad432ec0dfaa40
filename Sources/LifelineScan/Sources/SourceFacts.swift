import LifelineModel
import LifelineSupport

/// A place in a scanned file, 1-based, columns in UTF-8 bytes as compilers print them.
public struct CodeLocation: Hashable, Sendable, Comparable {
    package var file: String
    package var line: Int
    package var column: Int

    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Locations order by file, then line, then column.
    public static func < (a: CodeLocation, b: CodeLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// The language a delegate is written in.
package enum SourceLanguage: String, Sendable {
    case swift
    case objectiveC = "objective-c"
}

/// A class (or struct) that adopts a life-cycle protocol, by declaration or extension.
package struct DelegateType: Sendable {
    package var name: String
    package var protocols: Set<DelegateProtocol>
    package var location: CodeLocation
    package var language: SourceLanguage
}

/// One method definition inside a type the readers saw: `name` is the Swift spelling
/// (`applicationDidBecomeActive(_:)`) or the Objective-C selector.
package struct MethodDefinition: Sendable {
    package var owner: String
    package var name: String
    package var location: CodeLocation
    package var language: SourceLanguage
    /// For `scene(_:willConnectTo:options:)`: the connection-options fields its body reads, and
    /// whether it hands the options on whole (then what it reads is unknown).
    package var optionsRead: Set<String> = []
    package var optionsPassedOn = false
    /// For `configurationForConnecting`: the configuration names it creates, when literal.
    package var configurationNames: [(name: String, location: CodeLocation)] = []
    /// Whether the method sets a configuration's `delegateClass` in code.
    package var setsDelegateClass = false
    /// Scene-delegate class names the body names (`delegateClass = SceneDelegate.self`).
    package var delegateClassNames: [String] = []
    /// Of those names and classes, the ones given to another session role's scene (CarPlay,
    /// an external display), not to the app's window scene.
    package var otherRoleNames: Set<String> = []
    package var otherRoleClasses: Set<String> = []
}

/// A read of `launchOptions[key]`.
package struct LaunchOptionRead: Sendable {
    package var key: LaunchOptionKey
    package var location: CodeLocation
}

/// A use of an API that means the app's one window.
package struct WindowAPIUse: Sendable {
    package var api: SingleWindowAPI
    package var location: CodeLocation
}

/// A reference to a life-cycle notification (an observer, a publisher, `.onReceive`).
package struct NotificationUse: Sendable {
    package var notification: LifecycleNotification
    package var location: CodeLocation
}

/// A SwiftUI `App` declaration as the scanner found it in an app's sources, and what it adopts
/// (not the runtime's `SwiftUIApp`, the app a simulation runs).
package struct SwiftUIAppDeclaration: Sendable {
    package var name: String
    package var location: CodeLocation
    /// The class named by `@UIApplicationDelegateAdaptor(X.self)`.
    package var delegateAdaptor: String?
    package var adaptorLocation: CodeLocation?
    /// A watchOS or macOS app (`@WKApplicationDelegateAdaptor`, `@NSApplicationDelegateAdaptor`…):
    /// another target's, not the iOS app's.
    package var isOtherPlatform = false
    /// `onChange(of: scenePhase)`, `onOpenURL`, `onContinueUserActivity`… as found.
}

/// A SwiftUI modifier that handles a life-cycle event: `onChange(of: scenePhase)`,
/// `onOpenURL`, `onContinueUserActivity`.
package struct SwiftUIEventUse: Sendable {
    package var modifier: String
    package var location: CodeLocation
}

/// A `window` property declared on some type; a finding when the type is the app delegate.
package struct WindowProperty: Sendable {
    package var owner: String
    package var location: CodeLocation
}

/// The app delegate's `window` reached another way than the table's spellings: through a cast
/// (`(UIApplication.shared.delegate as? AppDelegate)?.window`), a static accessor
/// (`AppDelegate.shared.window`) or a name bound to the app delegate. `type` is the class the
/// code names ("" when it names none: then it is the app delegate, whichever it is).
package struct AppDelegateWindowUse: Sendable {
    package var type: String
    package var location: CodeLocation
    /// The class and method the read is in, when it is in one.
    package var owner: String? = nil
    package var method: String? = nil
}

/// The app's own code calling an app-delegate callback by name (`ad.applicationDidBecomeActive(…)`,
/// `[appDelegate applicationDidBecomeActive:…]`): a scene delegate that forwards its events to the
/// app delegate's methods, which UIKit no longer calls. A call to `super`'s is not one.
package struct ForwardedCall: Sendable {
    package var callback: Callback
    package var location: CodeLocation
}

/// A window the app delegate creates with a frame (in `application(_:didFinishLaunchingWithOptions:)`
/// or a method it calls): the app's one window, which under scenes each scene makes for itself.
package struct LaunchWindow: Sendable {
    package var owner: String
    /// The method that makes it: the launch method, or a helper it calls; or the property
    /// whose initializer makes it (`var window = UIWindow(frame: UIScreen.main.bounds)`).
    package var method: String
    package var location: CodeLocation
    /// Whether `method` names a stored property, made when the app delegate is.
    package var inPropertyInitializer = false
}

/// A class reading its own `window` (`window?.rootViewController`, `self.window!`, `_window`)
/// inside one of its methods, or assigning it there.
package struct OwnWindowUse: Sendable {
    package var owner: String
    package var method: String
    package var location: CodeLocation
    /// `window = …`, `self.window = …`: the method sets the window it then reads.
    package var assigns = false
}

/// Everything the source readers found, merged over all files.
public struct SourceFacts: Sendable {
    package var types: [DelegateType] = []
    package var methods: [MethodDefinition] = []
    package var launchOptionReads: [LaunchOptionRead] = []
    package var windowAPIs: [WindowAPIUse] = []
    package var notifications: [NotificationUse] = []
    package var apps: [SwiftUIAppDeclaration] = []
    package var swiftUIEvents: [SwiftUIEventUse] = []
    package var windowProperties: [WindowProperty] = []
    package var launchWindows: [LaunchWindow] = []
    package var appDelegateWindows: [AppDelegateWindowUse] = []
    /// Each type's reads and writes of its own `window` in its methods.
    package var ownWindowUses: [OwnWindowUse] = []
    /// App-delegate callbacks the app's own code calls by name.
    package var forwardedCalls: [ForwardedCall] = []
    /// Types declared in a file as another platform's app delegate (`NSApplicationDelegate`,
    /// `WKApplicationDelegate`), as `file|name`: their methods are not UIKit's.
    package var otherPlatformTypes: Set<String> = []
    /// UIKit entry points: `@main`/`@UIApplicationMain` on a class, or a `UIApplicationMain(…)` call.
    package var uikitEntryPoints: [CodeLocation] = []
    /// Every class or struct name declared anywhere (to tell whether a manifest's class exists).
    package var declaredTypes: Set<String> = []
    /// How many files each reader read.
    package var swiftFiles = 0
    package var objcFiles = 0
    /// Files a reader could not read, and why: each is a note, never a silent gap.
    package var skippedFiles: [SkippedFile] = []

    package init() {}

    package mutating func merge(_ other: SourceFacts) {
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
        ownWindowUses += other.ownWindowUses
        forwardedCalls += other.forwardedCalls
        uikitEntryPoints += other.uikitEntryPoints
        otherPlatformTypes.formUnion(other.otherPlatformTypes)
        declaredTypes.formUnion(other.declaredTypes)
        swiftFiles += other.swiftFiles
        objcFiles += other.objcFiles
        skippedFiles += other.skippedFiles
    }
}

/// A file the scan found but did not read (too deeply nested, say), and why.
package struct SkippedFile: Sendable, Equatable {
    package var file: String
    package var reason: String

    /// The note's one line, `file:1:1: note: reason`, control characters escaped.
    package var description: String {
        "\(Escaping.Terminal.escaped(file)):1:1: note: \(Escaping.Terminal.escaped(reason))"
    }
}
