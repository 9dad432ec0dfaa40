import LifelineModel

/// What a scan concluded: the app's life cycle, its manifest, and every finding in file order.
public struct ScanReport: Sendable {
    /// The app's Xcode project, or the scanned paths.
    package var name = ""
    package var lifeCycle: LifeCycleModel
    package var manifest: SceneManifest?
    package var appDelegates: [String]
    package var sceneDelegates: [String]
    /// The methods the app and scene delegate classes define that are UIKit life-cycle
    /// callbacks, in file order (what `simulate --app` gives the simulated delegates).
    package var delegateMethods: [MethodDefinition] = []
    package var findings: [ScanFinding]
    package var swiftFiles: Int
    package var objcFiles: Int
    /// The application targets of the app's Xcode project, its Info.plists and its
    /// `project.pbxproj` files: where `lifeline migrate` writes the manifest and adds files.
    package var targets: [AppTarget] = []
    package var infoPlists: [InfoPlist] = []
    package var projectFiles: [String] = []
    /// The source files of the app's target, when its project says which (nil: the folder's).
    package var sourceFiles: Set<String>? = nil
    /// Every use of a single-window API, in file order.
    package var windowUses: [WindowAPIUse] = []

    /// Exit status: 0 ready with nothing to do, 1 with warnings or errors.
    package var hasWork: Bool { findings.contains { $0.severity != .note } }
}

/// Turns what the readers found into findings. Every mapping (which method moves where, which
/// key maps to which connection option, which API is single-window) is read from
/// LifelineModel's tables; this file only decides which apply to this app.
package enum MigrationAnalysis {
    package static func analyze(_ facts: SourceFacts, plists: [InfoPlist], targets: [AppTarget]) -> ScanReport {
        // The types, merged over their declarations and extensions.
        var protocols: [String: Set<DelegateProtocol>] = [:]
        var firstSeen: [String: CodeLocation] = [:]
        for type in facts.types {
            protocols[type.name, default: []].formUnion(type.protocols)
            if firstSeen[type.name] == nil { firstSeen[type.name] = type.location }
        }
        // A SwiftUI App is the iOS app's entry when it is not another platform's and no UIKit
        // entry point competes with it (or it adopts the app delegate through the adaptor).
        let apps = facts.apps.filter {
            !$0.isOtherPlatform && ($0.delegateAdaptor != nil || facts.uikitEntryPoints.isEmpty)
        }
        for app in apps {
            if let adaptor = app.delegateAdaptor { protocols[adaptor, default: []].insert(.applicationDelegate) }
        }
        let appDelegates = Set(protocols.filter { $0.value.contains(.applicationDelegate) }.keys)
        let manifest = appManifest(plists: plists, targets: targets)
        // A framework scene delegate the manifest names (FlutterSceneDelegate) is the app's.
        let named = Set(manifest?.configurations.compactMap(\.delegateClassName) ?? [])
        let sceneDelegates = Set(
            protocols.filter { !$0.value.isDisjoint(with: [.sceneDelegate, .windowSceneDelegate]) }.keys
        )
        .union(named.filter { ProtocolNames.frameworkDelegates[$0] == .windowSceneDelegate })
        let configurationMethods = facts.methods.filter {
            appDelegates.contains($0.owner) && Callback(name: $0.name) == .configurationForConnecting
        }

        let lifeCycle: LifeCycleModel
        if !apps.isEmpty {
            lifeCycle = .swiftUI
        } else if let manifest, !manifest.configurations.isEmpty || !configurationMethods.isEmpty {
            lifeCycle = .sceneBased
        } else if !appDelegates.isEmpty || manifest != nil
            || plists.contains(where: { $0.looksLikeApp && !$0.isExtensionOrBundle })
        {
            lifeCycle = .appDelegate
        } else {
            lifeCycle = .unknown
        }
        let profile: Profile = lifeCycle == .swiftUI ? .swiftui : .ios13
        // The lowest iOS an app target deploys to: below 13, UIKit still calls the app
        // delegate's UI methods there (lifecycle-facts.md §6).
        let backDeployment = targets.compactMap(\.deploymentMajor).min()

        var findings: [ScanFinding] = []
        if lifeCycle == .appDelegate {
            let at =
                appDelegates.compactMap { firstSeen[$0] }.min() ?? manifest?.location
                ?? plists.first(where: { $0.looksLikeApp }).map { CodeLocation(file: $0.path, line: 1, column: 1) }
            if let at {
                let why =
                    manifest == nil
                    ? "the Info.plist has no UIApplicationSceneManifest"
                    : """
                    the UIApplicationSceneManifest has no configurations and the app delegate does not implement \
                    application(_:configurationForConnecting:options:)
                    """
                findings.append(
                    ScanFinding(
                        .appDelegateLifeCycle, at,
                        """
                        the app is on the app-delegate life cycle (\(why)); built with the iOS 27 SDK it will not \
                        launch: adopt UIScene (TN3187)
                        """,
                        citing: [Citation(.documented, "9", CitedPage.transitioning)]))
            }
        }

        // Delegate methods: where UIKit delivers each under scenes.
        for method in facts.methods where !facts.otherPlatformTypes.contains(method.location.file + "|" + method.owner)
        {
            guard let owned = protocols[method.owner] else { continue }
            guard let callback = Callback(name: method.name) else {
                if let intended = NearMiss.intended(method.name, language: method.language, protocols: owned) {
                    let spelling = method.language == .swift ? intended.swiftName : intended.selector
                    findings.append(
                        ScanFinding(
                            .nearMiss, method.location,
                            """
                            '\(method.name)' on \(method.owner) is not a \(intended.info.declaredBy.rawValue) method; \
                            UIKit will never call it (did you mean '\(spelling)'?)
                            """,
                            citing: intended.info.citations))
                }
                continue
            }
            guard callback.receiver == .app, owned.contains(.applicationDelegate) else { continue }
            let name = method.language == .swift ? callback.swiftName : callback.selector
            if let restoration = SceneTwin.restoring(callback) {
                // One message before and after the move: migrate leaves the restoration to the app.
                let scene = method.language == .swift ? restoration.scene.swiftName : restoration.scene.selector
                findings.append(
                    ScanFinding(
                        .legacyRestoration, method.location,
                        """
                        \(name) is legacy state restoration, which UIKit does not call under scenes; each scene \
                        saves its state as the NSUserActivity its delegate's \(scene) returns, given back in \
                        session.stateRestorationActivity when the scene reconnects
                        """,
                        citing: restoration.citations + callback.info.citations))
                continue
            }
            let delivery = callback.info.routing[profile]
            if delivery == .notDelivered {
                let twin = SceneTwin.of(callback)
                let target = twin.map { twinText($0, language: method.language) } ?? "no scene-delegate method"
                let caller = facts.forwardedCalls.first { $0.callback == callback }
                if lifeCycle.usesScenes || lifeCycle == .swiftUI, let caller, backDeployment.map({ $0 >= 13 }) ?? true {
                    // A scene delegate that forwards its events here: UIKit does not call the
                    // method, the app does (OwnTracks' SceneDelegate.swift, mid-move in 2026).
                    findings.append(
                        ScanFinding(
                            .forwarded, method.location,
                            """
                            \(name) is not called by UIKit under scenes; the app's own code calls it \
                            (\(caller.location.file):\(caller.location.line))
                            """,
                            citing: callback.info.citations + (twin?.citations ?? [])))
                } else if lifeCycle == .swiftUI {
                    let notification = NotificationCatalogue.entries.first {
                        $0.poster == .application && $0.accompanies.first == callback
                    }
                    let instead =
                        notification.map { "scenePhase, or \($0.name), which UIKit still posts" }
                        ?? "the SwiftUI scene's own modifiers"
                    findings.append(
                        ScanFinding(
                            .neverCalled, method.location,
                            """
                            \(name) is never called in a SwiftUI App, even through @UIApplicationDelegateAdaptor; \
                            use \(instead)
                            """,
                            citing: callback.info.citations + [Citation(.documented, "5", CitedPage.delegateAdaptor)]))
                } else if lifeCycle.usesScenes, let major = backDeployment, major < 13 {
                    findings.append(
                        ScanFinding(
                            .backDeployed, method.location,
                            """
                            \(name) is called only on iOS 12 and earlier (deployment target iOS \(major)); from iOS \
                            13 UIKit calls \(target) instead
                            """,
                            citing: [Citation(.documented, "6", CitedPage.lifeCycle)] + callback.info.citations))
                } else if lifeCycle.usesScenes {
                    findings.append(
                        ScanFinding(
                            .neverCalled, method.location,
                            "\(name) is never called in a scene-based app; UIKit calls \(target) instead",
                            citing: callback.info.citations + (twin?.citations ?? [])))
                } else {
                    findings.append(
                        ScanFinding(
                            .moves, method.location,
                            "\(name) moves to \(target) under scenes",
                            citing: callback.info.citations + (twin?.citations ?? [])))
                }
            } else {
                findings.append(
                    ScanFinding(
                        .stays, method.location,
                        "\(name) stays on the app delegate under scenes", citing: callback.info.citations))
            }
        }

        for use in facts.notifications {
            let info = use.notification.info
            let how =
                info.poster == .application
                ? "still posted under scenes, for the app as a whole (aggregate), not per scene"
                : "posted per scene, beside the scene delegate's \(info.accompanies.first?.swiftName ?? "method")"
            findings.append(ScanFinding(.observer, use.location, "\(info.name): \(how)", citing: info.citations))
        }

        for read in facts.launchOptionReads {
            let rule =
                lifeCycle.usesScenes && (backDeployment ?? 13) >= 13 ? ScanRule.launchOptionsInSceneApp : .launchOptions
            let key = read.key
            findings.append(
                ScanFinding(
                    rule, read.location,
                    "launchOptions[.\(key.swiftName)] (\(key.objcName)) is nil under scenes; read \(key.replacement)",
                    citing: [key.citation]))
        }

        // The launch window is its own finding; the screen it is sized to is part of it.
        let launchWindows = facts.launchWindows.filter { appDelegates.contains($0.owner) }
        for window in launchWindows {
            let maker =
                window.inPropertyInitializer
                ? "\(window.owner).\(window.method) is a window made in its property initializer"
                : "\(window.owner).\(window.method) makes a window from a frame"
            findings.append(
                ScanFinding(
                    .launchWindow, window.location,
                    """
                    \(maker); under scenes a window shows only in \
                    a window scene: create it with UIWindow(windowScene:) in scene(_:willConnectTo:options:), or give \
                    it the scene (windowScene)
                    """,
                    citing: [Citation(.documented, "12", CitedPage.transitioning)]))
        }
        // The app delegate's own window read in launch code: nil there under scenes (the scene
        // and its window come after didFinishLaunching), one finding per method. Not when the
        // app delegate makes or sets the window itself (in a launch method, a helper it calls, a
        // property's initializer): then launch code reads that window, and LS121 says the rest.
        let makers = Set(launchWindows.map(\.owner) + facts.ownWindowUses.filter(\.assigns).map(\.owner))
        var launchReads: Set<String> = []
        for use in facts.ownWindowUses.sorted(by: { $0.location < $1.location })
        where appDelegates.contains(use.owner) && !makers.contains(use.owner)
            && Callback(name: use.method).map(SingleWindowAPI.beforeSceneConnects.contains) == true
            && launchReads.insert(use.owner + "|" + use.method).inserted
        {
            let inSceneApp = lifeCycle.usesScenes && (backDeployment ?? 13) >= 13
            findings.append(
                ScanFinding(
                    inSceneApp ? .launchReadsWindowInSceneApp : .launchReadsWindow, use.location,
                    """
                    \(use.owner).\(use.method) reads the app delegate's window, which \
                    \(inSceneApp ? "is" : "will be") nil there under scenes: UIKit connects the scene, and its \
                    delegate makes the window, after didFinishLaunching; set up the UI in the scene delegate's \
                    scene(_:willConnectTo:options:)
                    """,
                    citing: SingleWindowAPI.nilAtLaunch))
        }
        let launchLines = Set(launchWindows.map { $0.location.file + ":\($0.location.line)" })
        for use in facts.windowAPIs
        where !(use.api.name == "UIScreen.main" && launchLines.contains(use.location.file + ":\(use.location.line)")) {
            findings.append(
                ScanFinding(
                    .singleWindow, use.location,
                    "\(use.api.name) means one window; with scenes use \(use.api.alternative)",
                    citing: [use.api.citation]))
        }
        // The app delegate's window reached through a cast, an accessor or a bound name; in a
        // scene-based app it is nil (nothing sets it) unless the app sets it itself.
        // In a scene delegate's scene(_:willConnectTo:options:) it is handed to the scene (the
        // app delegate made it, or takes the scene's): deliberate, not the single-window bug.
        for use in facts.appDelegateWindows
        where (use.type.isEmpty || appDelegates.contains(use.type))
            && !(use.owner.map(sceneDelegates.contains) == true
                && use.method.flatMap(Callback.init(name:)) == .sceneWillConnect)
        {
            let api = SingleWindowAPI.appDelegateWindow
            let how = use.type.isEmpty ? "the app delegate's window" : "\(use.type).window (\(api.name))"
            let why = lifeCycle.usesScenes ? "is nil under scenes unless the app sets it" : "means one window"
            findings.append(
                ScanFinding(
                    .singleWindow, use.location, "\(how) \(why); with scenes use \(api.alternative)",
                    citing: [api.citation]))
        }
        // Declared on the app delegate, the window alone is no use of one: in an app with scenes
        // it is what a clean move keeps (nil, or set by UIKit); its reads are findings of their own.
        for property in facts.windowProperties
        where appDelegates.contains(property.owner) && !lifeCycle.usesScenes {
            let api = SingleWindowAPI.appDelegateWindow
            findings.append(
                ScanFinding(
                    .singleWindow, property.location,
                    "\(property.owner).window is \(api.name); with scenes use \(api.alternative)",
                    citing: [api.citation]))
        }

        if lifeCycle.usesScenes {
            findings += sceneMistakes(
                facts, manifest: manifest, sceneDelegates: sceneDelegates,
                configurationMethods: configurationMethods)
        }

        for event in facts.swiftUIEvents {
            let meaning =
                event.modifier.contains("scenePhase")
                ? "in a view it is that scene's phase; in the App, the aggregate of all scenes"
                : "SwiftUI delivers it to a scene; nothing to move"
            findings.append(
                ScanFinding(
                    .swiftUIEvent, event.location, "\(event.modifier): \(meaning)",
                    citing: [Citation(.documented, "5", CitedPage.scenePhase)]))
        }

        findings.sort { ($0.location, $0.rule.id, $0.message) < ($1.location, $1.rule.id, $1.message) }
        var report = ScanReport(
            lifeCycle: lifeCycle, manifest: manifest, appDelegates: appDelegates.sorted(),
            sceneDelegates: sceneDelegates.sorted(), findings: findings,
            swiftFiles: facts.swiftFiles, objcFiles: facts.objcFiles)
        report.windowUses = facts.windowAPIs.sorted { $0.location < $1.location }
        report.delegateMethods = facts.methods
            .filter {
                appDelegates.union(sceneDelegates).contains($0.owner) && Callback(name: $0.name) != nil
                    && !facts.otherPlatformTypes.contains($0.location.file + "|" + $0.owner)
            }
            .sorted { $0.location < $1.location }
        return report
    }

    /// `sceneDidBecomeActive(_:)` (and `connectionOptions.urlContexts` at a cold launch).
    private static func twinText(_ twin: SceneTwin, language: SourceLanguage) -> String {
        let scene = language == .swift ? twin.scene.swiftName : twin.scene.selector
        guard let option = twin.connectionOption else { return scene + " on the scene delegate" }
        return scene
            + " on the scene delegate, and connectionOptions.\(option) in scene(_:willConnectTo:options:) for a cold launch"
    }

    /// The app's manifest: from the Info.plist of an application target, or any app-like
    /// Info.plist; or generated by build settings.
    static func appManifest(plists: [InfoPlist], targets: [AppTarget]) -> SceneManifest? {
        let targetPlists = Set(targets.compactMap(\.infoPlistPath))
        let ownPlists = plists.filter { targetPlists.contains($0.path) }
        let candidates = ownPlists.isEmpty ? plists.filter { !$0.isExtensionOrBundle && $0.looksLikeApp } : ownPlists
        // A folder with several app targets (iOS, tvOS, Catalyst) is read as one app: their
        // manifests' configurations together.
        let manifests = candidates.compactMap(\.manifest)
        if var manifest = manifests.first {
            for other in manifests.dropFirst() { manifest.configurations += other.configurations }
            return manifest
        }
        if let target = targets.first(where: { $0.generatesInfoPlist && $0.generatesSceneManifest }) {
            return SceneManifest(
                location: target.location, supportsMultipleScenes: false, configurations: [], generated: true)
        }
        return nil
    }

    /// The mistakes of an app already on scenes.
    private static func sceneMistakes(
        _ facts: SourceFacts, manifest: SceneManifest?, sceneDelegates: Set<String>,
        configurationMethods: [MethodDefinition]
    ) -> [ScanFinding] {
        var findings: [ScanFinding] = []
        let known = facts.declaredTypes.union(sceneDelegates)
        // A configuration that configurationForConnecting creates by name and gives a
        // delegateClass in code (an existing class): UIKit creates that class, so a stale
        // manifest class (one deleted since) is not the one used (lifecycle-facts.md §12).
        let classedInCode = Set(
            configurationMethods
                .filter { $0.setsDelegateClass && $0.delegateClassNames.allSatisfy(known.contains) }
                .flatMap { $0.configurationNames.map(\.name) })
        for configuration in manifest?.configurations ?? [] {
            guard let name = configuration.delegateClassName, !known.contains(name) else { continue }
            if let configurationName = configuration.name, classedInCode.contains(configurationName) { continue }
            findings.append(
                ScanFinding(
                    .missingDelegateClass, configuration.location,
                    "UISceneDelegateClassName '\(name)' (configuration '\(configuration.name ?? "unnamed")') names no class in the scanned sources; UIKit cannot create the scene's delegate"
                ))
        }
        let manifestNames = Set((manifest?.configurations ?? []).compactMap(\.name))
        for method in configurationMethods where !method.setsDelegateClass {
            for (name, location) in method.configurationNames where !manifestNames.contains(name) {
                findings.append(
                    ScanFinding(
                        .unknownConfiguration, location,
                        """
                        configurationForConnecting returns configuration '\(name)', which the scene manifest does not \
                        define, and sets no delegateClass: no scene delegate class is named for it
                        """))
            }
        }
        // A running-scene method whose cold-launch twin (a connection option) is never read.
        for twin in SceneTwin.all {
            guard let option = twin.connectionOption else { continue }
            for method in facts.methods
            where sceneDelegates.contains(method.owner) && Callback(name: method.name) == twin.scene {
                let connect = facts.methods.first {
                    $0.owner == method.owner && Callback(name: $0.name) == .sceneWillConnect
                }
                if let connect, connect.optionsPassedOn || connect.optionsRead.contains(option.lowercased()) {
                    continue
                }
                let name = method.language == .swift ? twin.scene.swiftName : twin.scene.selector
                let why =
                    connect == nil
                    ? "\(method.owner) does not implement scene(_:willConnectTo:options:)"
                    : "its scene(_:willConnectTo:options:) never reads connectionOptions.\(option)"
                findings.append(
                    ScanFinding(
                        .coldLaunchLost, method.location,
                        """
                        \(name) handles the event only while the app runs; on a cold launch it arrives in \
                        connectionOptions.\(option), and \(why)
                        """,
                        citing: twin.citations + [
                            Citation(.observed, "12", "https://github.com/timonus/TJSceneDelegate")
                        ]))
            }
        }
        return findings
    }
}
