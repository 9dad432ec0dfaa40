import SwiftUI

@main
struct JournalApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            EntryList()
                .onOpenURL { url in appDelegate.open(url) }
        }
    }
}

struct EntryList: View {
    var body: some View { Text("Entries") }
}
