import SwiftUI

@main
struct PulseWatchApp: App {
    @WKApplicationDelegateAdaptor(WatchDelegate.self) var delegate

    var body: some Scene {
        WindowGroup { Text("Pulse") }
    }
}
