import LifelineModel
import LifelineTrace
@testable import LifelineRender

/// Long traces made on demand, in constant memory: a cold launch, then the scene going to the
/// background and back forever, one event every 10 ms.
enum GeneratedTraces {
    static let header = TraceHeader(profile: .ios13, source: "generated", scenario: "generated-loop")

    static func source(events: Int) -> GeneratedSource {
        GeneratedSource(header: header) { index in index < events ? event(index) : nil }
    }

    private static let launch: [(Callback, String, String, Receiver)] = [
        (.willFinishLaunching, "notRunning", "background", .app),
        (.didFinishLaunching, "background", "background", .app),
        (.sceneWillConnect, "unattached", "unattached", .scene),
        (.sceneWillEnterForeground, "unattached", "foregroundInactive", .scene),
        (.sceneDidBecomeActive, "foregroundInactive", "foregroundActive", .scene)
    ]
    private static let loop: [(Callback, String, String)] = [
        (.sceneWillResignActive, "foregroundActive", "foregroundInactive"),
        (.sceneDidEnterBackground, "foregroundInactive", "background"),
        (.sceneWillEnterForeground, "background", "foregroundInactive"),
        (.sceneDidBecomeActive, "foregroundInactive", "foregroundActive")
    ]

    static func event(_ index: Int) -> TraceEvent {
        var event = TraceEvent(seq: index + 1, time: TraceTime(microseconds: Int64(index) * 10_000), kind: .callback)
        let row: (Callback, String, String, Receiver)
        if index < launch.count {
            row = launch[index]
        } else {
            let step = (index - launch.count) % (loop.count + 1)
            if step == loop.count {
                event.kind = .notification
                event.name = "UIApplication.didReceiveMemoryWarningNotification"
                return event
            }
            row = (loop[step].0, loop[step].1, loop[step].2, .scene)
        }
        event.receiver = row.3
        event.method = row.0
        event.from = row.1
        event.to = row.2
        if row.3 == .scene {
            event.scene = "S1"
            event.session = "A"
        }
        return event
    }
}
