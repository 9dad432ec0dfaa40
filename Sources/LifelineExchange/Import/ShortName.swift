import LifelineModel

/// The short names developers print from a delegate method: `print("didEnterBackground")`,
/// `print("DidEnterBackground")`, `print("didenterbackground")`, `debugPrint("SceneDelegate ->
/// WillEnterForeground")`. The same words come from `applicationDidEnterBackground(_:)` in an
/// app without scenes and from `sceneDidEnterBackground(_:)` in one with them, so a short name
/// is read through the profile: the app delegate's method, or its scene twin (``SceneTwin``)
/// where the profile's routing delivers the event to the scene delegate instead.
///
/// Data, not code: the names are the twins' common part (`applicationDidEnterBackground` and
/// `sceneDidEnterBackground` → `DidEnterBackground`) and the launch and termination methods,
/// which have no twin; each in the three casings seen in real prints.
enum ShortName {
    /// The app-delegate methods with no scene twin whose short name developers print.
    private static let sceneless: [(String, Callback)] = [
        ("DidFinishLaunching", .didFinishLaunching), ("WillFinishLaunching", .willFinishLaunching),
        ("WillTerminate", .applicationWillTerminate)
    ]

    /// `DidEnterBackground` for each twin whose two names end alike after their receiver's prefix.
    private static let twins: [(String, Callback)] = SceneTwin.all.compactMap { twin in
        guard let app = base(twin.appDelegate.swiftName, after: "application"),
            base(twin.scene.swiftName, after: "scene") == app
        else { return nil }
        return (app, twin.appDelegate)
    }

    /// Every spelling of a short name, and the app-delegate method it names.
    static let spellings: [(String, Callback)] = (twins + sceneless).flatMap { name, callback in
        let camel = name.prefix(1).lowercased() + name.dropFirst()
        return [(camel, callback), (name, callback), (name.lowercased(), callback)]
    }

    /// `applicationDidEnterBackground(_:)` after `application` → `DidEnterBackground`.
    private static func base(_ swiftName: String, after prefix: String) -> String? {
        guard swiftName.hasPrefix(prefix), let paren = swiftName.firstIndex(of: "(") else { return nil }
        let name = swiftName[swiftName.index(swiftName.startIndex, offsetBy: prefix.count)..<paren]
        return name.first?.isUppercase == true ? String(name) : nil
    }

    /// Whether nothing but punctuation, symbols and spaces follows a short name that ends at
    /// `end`: `didEnterBackground`, `WillEnterForeground()`, `didBecomeActive!`, not the word in
    /// a sentence that goes on.
    static func endsMessage(_ line: UnsafeBufferPointer<UInt8>, after end: Int) -> Bool {
        var index = end
        while index < line.count {
            let byte = line[index] | 0x20
            if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { return false }
            index += 1
        }
        return true
    }

    /// What a short name for `callback` (an app-delegate method) names under `profile`.
    static func reading(_ callback: Callback, under profile: Profile) -> Callback {
        guard let twin = SceneTwin.of(callback), callback.info.routing[profile] == .notDelivered,
            twin.scene.info.routing[profile].isPossible
        else { return callback }
        return twin.scene
    }

    /// What the event's detail says.
    static func note(_ read: Callback, under profile: Profile) -> String {
        read.receiver == .scene
            ? "a short name, read as the scene delegate's method: \(profile.rawValue) delivers the event to the scene"
            : "a short name, read as the app delegate's method under \(profile.rawValue)"
    }

    /// `reading` for every callback, by `rawValue`, for one profile (read once per session).
    static func readings(under profile: Profile) -> [Callback] {
        Callback.allCases.map { reading($0, under: profile) }
    }
}
