import SwiftUI
import WidgetKit

struct PulseWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "pulse", provider: Provider()) { _ in
            Text("♥").frame(width: UIScreen.main.bounds.width / 4)
        }
    }
}

struct Provider: TimelineProvider {
    func placeholder(in context: Context) -> SimpleEntry { SimpleEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (SimpleEntry) -> Void) { completion(SimpleEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SimpleEntry>) -> Void) {}
}

struct SimpleEntry: TimelineEntry { let date: Date }
