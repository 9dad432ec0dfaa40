import LifelineModel
import LifelineRuntime
import LifelineSupport

extension AppAdoption {
    /// The adoption of the app at `paths`, read as `lifeline scan` reads it: its first app
    /// (by project) whose life cycle the scan could tell.
    package static func scanning(_ paths: [String]) throws(Diagnostic) -> AppAdoption {
        let result = try Scanner.scan(paths)
        guard let report = result.apps.first(where: { $0.lifeCycle != .unknown }) else {
            throw Diagnostic(
                file: paths.first ?? "-", line: 1, column: 1,
                "no app found: no app delegate, SwiftUI App or app Info.plist in the scanned files")
        }
        return AppAdoption(report: report)
    }

    /// What `report` says the app adopts: its manifest when the scan finds it scene-based
    /// (TN3187's conditions, lifecycle-facts.md §6), its delegate classes and their methods.
    package init(report: ScanReport) {
        let methods = report.delegateMethods.compactMap { method -> AppMethod? in
            guard let callback = Callback(name: method.name) else { return nil }
            return AppMethod(
                className: method.owner, callback: callback, name: method.name,
                file: method.location.file, line: method.location.line)
        }
        // Several app-delegate classes (another target's, a test host's): the one that
        // implements the most, then the first by name, so the choice is stable.
        let appDelegate = report.appDelegates.max { a, b in
            let (countA, countB) = (methods.count { $0.className == a }, methods.count { $0.className == b })
            return countA != countB ? countA < countB : a > b
        }
        var manifest: AppConfiguration?
        if report.lifeCycle == .sceneBased, let scanned = report.manifest {
            var byRole: [SceneSessionRole: [SceneConfiguration]] = [:]
            for entry in scanned.configurations {
                let role = SceneSessionRole(rawValue: entry.role)
                byRole[role, default: []].append(
                    SceneConfiguration(
                        name: entry.name, sessionRole: role,
                        delegateClassName: entry.delegateClassName))
            }
            manifest = AppConfiguration(
                hasSceneManifest: true, supportsMultipleScenes: scanned.supportsMultipleScenes,
                configurations: byRole)
        }
        let connecting = report.delegateMethods.first {
            $0.owner == appDelegate && Callback(name: $0.name) == .configurationForConnecting
        }
        var chosen: SceneConfiguration?
        // The phone's scene: the configuration and class not given to another session role
        // (CarPlay's, an external display's) in configurationForConnecting.
        if let connecting {
            let name = connecting.configurationNames.first { !connecting.otherRoleNames.contains($0.name) }?.name
            let delegate = connecting.delegateClassNames.first { !connecting.otherRoleClasses.contains($0) }
            if name != nil || delegate != nil {
                chosen = SceneConfiguration(
                    name: name, sessionRole: .windowApplication, delegateClassName: delegate.map(InfoPlist.stripModule))
            }
        }
        // A session keeps the configuration it was created with (UISceneSession.configuration), so
        // one restored at a relaunch, when configurationForConnecting is not asked, has what the
        // method returned even when the manifest (a generated one) lists no configuration.
        if let chosen, chosen.delegateClassName != nil, var adopted = manifest,
            !(adopted.configurations[.windowApplication] ?? []).contains(where: { $0.name == chosen.name })
        {
            adopted.configurations[.windowApplication, default: []].append(chosen)
            manifest = adopted
        }
        self.init(
            name: report.name, manifest: manifest, isSwiftUI: report.lifeCycle == .swiftUI,
            appDelegateClass: appDelegate, sceneDelegateClasses: report.sceneDelegates, methods: methods,
            connectingConfiguration: chosen)
    }
}

extension AppAdoption {
    /// A column's name for a run of the app, by what routes its events rather than by OS
    /// version: `app-delegate` (no scenes: iOS 12, or the app as it is without a manifest),
    /// `scenes` (after the move, or as it is with a manifest), `scenes (multiwindow)`, `swiftui`.
    package func routingTitle(profile: Profile, migrated: Bool) -> String {
        switch profile {
        case .ios12: return "app-delegate"
        case .swiftui: return "swiftui"
        case .ios13: return migrated || manifest != nil ? "scenes" : "app-delegate"
        case .ipadosMultiwindow: return migrated || manifest != nil ? "scenes (multiwindow)" : "app-delegate"
        }
    }
}
