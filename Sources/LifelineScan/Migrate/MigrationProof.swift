import LifelineModel
import LifelineRuntime
import LifelineSupport

/// The proof that a migration keeps the app's behaviour: the patched tree scanned again (no
/// LS001, no finding it did not have), and the app's own delegates run before and after under
/// every built-in scenario that applies, by life-cycle moment: which of the app's methods run
/// at each moment before (the app-delegate routing) and after (the scenes). A moment whose
/// code ran before and runs no more is lost: an error.
package struct MigrationProof: Sendable {
    /// One life-cycle moment: the app-delegate method and its scene twin, or a method that stays.
    package struct Moment: Sendable {
        /// The scene method of a moved pair (`sceneDidBecomeActive(_:)`), or the method that stays.
        package var name: String
        /// The app's methods that ran, `Class.method file:line`, with how many times, per side.
        package var before: [(method: String, count: Int)]
        package var after: [(method: String, count: Int)]
        /// The scenarios in which it ran before and not after, though UIKit delivers the
        /// moment under scenes: no method of the app is there to run (the patch lost it).
        package var lostIn: [String]
        /// The scenarios in which it ran before and UIKit delivers nothing for it under
        /// scenes: UIKit's own routing (a background launch connects no scene; a swipe-kill
        /// variant calls no `applicationWillTerminate(_:)`), a difference to know, not the patch's.
        package var notDeliveredIn: [String]

        /// A moment whose code no longer runs where UIKit still delivers it: an error.
        package var isLost: Bool { !lostIn.isEmpty }
    }

    package var app: String
    /// The findings of the patched tree that the app did not have (rule, file, message).
    package var newFindings: [ScanFinding]
    /// Whether the patched tree is still on the app-delegate life cycle.
    package var stillAppDelegate: Bool
    package var moments: [Moment]
    package var scenarios: [String]

    /// Holds when the patched app launches, has no new finding and loses no moment.
    package var holds: Bool { !stillAppDelegate && newFindings.isEmpty && !moments.contains { $0.isLost } }

    /// The proof for every app `result` migrated.
    package static func check(_ result: MigrationResult) throws(Diagnostic) -> [MigrationProof] {
        let before: ScanResult
        if let scan = result.scan { before = scan } else { before = try Scanner.scan(result.paths) }
        let after = try Scanner.scan(result.paths, overlay: result.overlay, reusing: before.parsed)
        var proofs: [MigrationProof] = []
        for app in result.apps {
            guard let old = before.apps.first(where: { $0.name == app.name }),
                let new = after.apps.first(where: { $0.name == app.name })
            else { continue }
            if old.lifeCycle == .appDelegate {
                proofs.append(try proof(old, new))
            } else if old.lifeCycle == .swiftUI {
                // SwiftUI routes one way before and after: the re-scan is the proof.
                proofs.append(
                    MigrationProof(
                        app: old.name, newFindings: newFindings(old, new), stillAppDelegate: false, moments: [],
                        scenarios: []))
            }
        }
        return proofs
    }

    static func proof(_ old: ScanReport, _ new: ScanReport) throws(Diagnostic) -> MigrationProof {
        let newFindings = newFindings(old, new)
        let beforeApp = AppAdoption(report: old), afterApp = AppAdoption(report: new)
        // What the scene delegate reads of the connection options, for the cold-launch events.
        let connect = new.delegateMethods.first {
            new.sceneDelegates.contains($0.owner) && Callback(name: $0.name) == .sceneWillConnect
        }
        var order: [String] = []
        var tallies: [String: (before: [String: Int], after: [String: Int])] = [:]
        var lost: [String: [String]] = [:]
        var notDelivered: [String: [String]] = [:]
        var scenarios: [String] = []
        for name in BuiltInScenarios.names {
            guard let scenario = try BuiltInScenarios.scenario(named: name),
                scenario.profiles?.contains(.ios13) ?? true, scenario.app == nil
            else { continue }
            let file = "builtin:\(name)"
            // A scenario whose actions need scenes (discarding a session) has no app-delegate run.
            guard
                let beforeRun = try? Simulation(
                    scenario: scenario, profile: .ios13, app: beforeApp, migrated: false, file: file
                ).events()
            else { continue }
            let afterRun = try Simulation(
                scenario: scenario, profile: .ios13, app: afterApp, migrated: true, file: file
            ).events()
            scenarios.append(name)
            var ran: [String: (before: Int, after: Int)] = [:]
            var delivered: Set<String> = []
            for event in beforeRun where event.kind == .callback {
                guard let handler = event.handler, let callback = event.method else { continue }
                let moment = momentName(callback)
                if tallies[moment] == nil {
                    order.append(moment)
                    tallies[moment] = ([:], [:])
                }
                tallies[moment]?.before[display(handler), default: 0] += 1
                ran[moment, default: (0, 0)].before += 1
            }
            for event in afterRun where event.kind == .callback {
                guard let callback = event.method else { continue }
                delivered.insert(momentName(callback))
                guard let handler = event.handler else { continue }
                var moments = [momentName(callback)]
                // A cold launch's event reaches the twin through the connection options the
                // scene delegate reads (lifecycle-facts.md §2.7).
                if callback == .sceneWillConnect, let connect, let detail = event.detail {
                    for twin in SceneTwin.all {
                        guard let option = twin.connectionOption, detail.contains(option + "="),
                            connect.optionsPassedOn || connect.optionsRead.contains(option.lowercased())
                        else { continue }
                        moments.append(momentName(twin.appDelegate))
                    }
                }
                for moment in moments {
                    if tallies[moment] == nil {
                        order.append(moment)
                        tallies[moment] = ([:], [:])
                    }
                    tallies[moment]?.after[display(handler), default: 0] += 1
                    ran[moment, default: (0, 0)].after += 1
                }
            }
            for (moment, counts) in ran where counts.before > 0 && counts.after == 0 {
                if delivered.contains(moment) {
                    lost[moment, default: []].append(name)
                } else {
                    notDelivered[moment, default: []].append(name)
                }
            }
        }
        let moments = order.map { name in
            Moment(
                name: name,
                before: (tallies[name]?.before ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                after: (tallies[name]?.after ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) },
                lostIn: (lost[name] ?? []).sorted(), notDeliveredIn: (notDelivered[name] ?? []).sorted())
        }
        return MigrationProof(
            app: old.name, newFindings: newFindings.sorted { $0.location < $1.location },
            stillAppDelegate: new.lifeCycle == .appDelegate, moments: moments, scenarios: scenarios)
    }

    /// A finding is new when the app had none like it (same rule, file and message): the
    /// patch moves lines, so places are not compared.
    static func newFindings(_ old: ScanReport, _ new: ScanReport) -> [ScanFinding] {
        var had: [String: Int] = [:]
        for finding in old.findings { had[key(finding), default: 0] += 1 }
        var found: [ScanFinding] = []
        for finding in new.findings where finding.severity != .note {
            if let count = had[key(finding)], count > 0 { had[key(finding)] = count - 1 } else { found.append(finding) }
        }
        return found
    }

    private static func key(_ finding: ScanFinding) -> String {
        finding.rule.id + "|" + finding.location.file + "|" + finding.message
    }

    /// A moment is named by the scene method an app-delegate method moves to, so both sides
    /// of the move land on one row (the URL handlers share `scene(_:openURLContexts:)`);
    /// a method that stays names its own.
    static func momentName(_ callback: Callback) -> String {
        SceneTwin.of(callback)?.scene.swiftName ?? callback.swiftName
    }

    /// The trace's handler `file:line Class.method` as `Class.method (file:line)`.
    private static func display(_ handler: String) -> String {
        guard let space = handler.lastIndex(of: " ") else { return handler }
        return "\(handler[handler.index(after: space)...]) (\(handler[..<space]))"
    }
}
