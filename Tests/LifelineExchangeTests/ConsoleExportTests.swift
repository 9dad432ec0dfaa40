import Foundation
import Testing
import LifelineModel
@testable import LifelineExchange
@testable import LifelineTrace

/// `lifeline export --format console`: the console a real app would have printed.
@Suite struct ConsoleExportTests {
    static let events: [TraceEvent] = {
        var events = [
            TraceEvent(seq: 1, time: .zero, kind: .action, name: "launch", by: .user),
            TraceEvent(
                seq: 2, time: .zero, kind: .callback, receiver: .app, method: .willFinishLaunching, from: "notRunning",
                to: "background"),
            TraceEvent(
                seq: 3, time: TraceTime(microseconds: 1_000), kind: .callback, receiver: .scene, scene: "S1",
                session: "A",
                method: .sceneWillConnect, from: "unattached", to: "unattached"),
            TraceEvent(
                seq: 4, time: TraceTime(microseconds: 2_000), kind: .notification,
                name: "UIScene.willConnectNotification", scene: "S1"),
            TraceEvent(
                seq: 5, time: TraceTime(microseconds: 3_000), kind: .callback, receiver: .scene, scene: "S1",
                session: "A",
                method: .sceneDidDisconnect, from: "unattached", to: "unattached"),
            TraceEvent(
                seq: 6, time: TraceTime(microseconds: 4_000), kind: .callback, receiver: .scene, scene: "S2",
                session: "A",
                method: .sceneWillConnect, from: "unattached", to: "unattached"),
            TraceEvent(
                seq: 7, time: TraceTime(microseconds: 5_000), kind: .callback, receiver: .app,
                method: .applicationDidReceiveMemoryWarning,
                detail: "the delegate does not implement it"),
            TraceEvent(seq: 8, time: TraceTime(microseconds: 86_400_000_001), kind: .note, value: "two\nlines"),
            TraceEvent(
                seq: 9, time: TraceTime(microseconds: 86_400_000_001), kind: .state, name: "purge", from: "suspended",
                to: "notRunning")
        ]
        events[3].cause = 1
        return events
    }()

    @Test func oneLinePerEventAsNSLogPrintsIt() throws {
        let text = try TraceExporter.text(
            header: TraceHeader(profile: .ios13, source: "test"), events: Self.events, format: .console)
        let prefix = "1970-01-01 00:00:00.00"
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
                prefix + "0000+0000 Lifeline[1:1] Lifeline: action: launch",
                prefix + "0000+0000 Lifeline[1:1] application(_:willFinishLaunchingWithOptions:)",
                prefix + """
                    1000+0000 Lifeline[1:1] scene(_:willConnectTo:options:) <UIWindowScene: 0x600000001000; role: \
                    UIWindowSceneSessionRoleApplication; persistentIdentifier: A>
                    """,
                prefix + "2000+0000 Lifeline[1:1] Lifeline: UIScene.willConnectNotification",
                prefix + """
                    3000+0000 Lifeline[1:1] sceneDidDisconnect(_:) <UIWindowScene: 0x600000001000; role: \
                    UIWindowSceneSessionRoleApplication; persistentIdentifier: A>
                    """,
                prefix + """
                    4000+0000 Lifeline[1:1] scene(_:willConnectTo:options:) <UIWindowScene: 0x600000002000; role: \
                    UIWindowSceneSessionRoleApplication; persistentIdentifier: A>
                    """,
                // Not implemented: a real app prints nothing there, so the line is the app's own output.
                prefix + "5000+0000 Lifeline[1:1] Lifeline: a delegate method the app does not implement",
                "1970-01-02 00:00:00.000001+0000 Lifeline[1:1] Lifeline: note: two lines",
                "Message from debugger: Terminated due to signal 9",
                ""
            ])
    }

    @Test func theImporterReadsTheCallbacksBack() throws {
        let text = try TraceExporter.text(
            header: TraceHeader(profile: .ios13, source: "test"), events: Self.events, format: .console)
        let imported = try ConsoleLogImporter.importText(text, profile: .ios13)
        #expect(
            imported.events.map(describe) == [
                "app application(_:willFinishLaunchingWithOptions:) notRunning>background",
                "S1 scene(_:willConnectTo:options:) unattached>unattached",
                "S1 sceneDidDisconnect(_:) background>unattached",
                "S2 scene(_:willConnectTo:options:) unattached>unattached",
                "note Terminated due to signal 9"
            ])
        #expect(imported.summary.lines == Self.events.count)
        #expect(imported.events[1].session == imported.events[3].session)
    }
}
