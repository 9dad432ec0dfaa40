import Foundation
import LifelineModel
import LifelineRender
import Testing
@testable import LifelinePlayground

/// The drawings the columns show: compact in the column, full behind "Full size", both with
/// every state of the machine under its trace spelling (the page outlines states by it).
@Suite("playground server: the reference drawings")
struct ReferenceDrawingTests {
    /// The SVG's width in points, from its root element.
    static func width(_ svg: String) -> Double? {
        guard let start = svg.range(of: "<svg "), let range = svg[start.upperBound...].range(of: #" width=""#) else {
            return nil
        }
        return Double(svg[range.upperBound...].prefix { $0.isNumber || $0 == "." })
    }

    @Test("compact and full drawings of every machine: the same states; callbacks written only in full")
    func compactAndFull() async throws {
        let columns = PlaygroundColumn.defaultProfiles.map(PlaygroundColumn.profile)
        let server = try PlaygroundServer.start(columns: columns, port: 0, limits: PlaygroundLimits())
        defer { server.stop() }
        let client = HTTPClient(server.url)
        for profile in PlaygroundColumn.defaultProfiles {
            for kind in ReferenceDrawings.machines(for: profile) {
                let table = try #require(MachineTable.of(kind, profile: profile))
                let compact = try await client.get("/diagram/\(kind.rawValue)/\(profile.rawValue).svg")
                let full = try await client.get("/diagram/\(kind.rawValue)/\(profile.rawValue).full.svg")
                #expect(compact.status == 200 && full.status == 200, "\(kind) \(profile)")
                for state in table.states {
                    #expect(compact.body.contains("<title>\(state.id)</title>"), "\(kind) \(profile): \(state.id)")
                    #expect(full.body.contains("<title>\(state.id)</title>"), "\(kind) \(profile): \(state.id)")
                }
                // An edge's callback is a text on the full drawing, only a tooltip on the compact one.
                let callback = try #require(table.rows.first { !$0.isSelfLoop && $0.trigger.label.contains("(") })
                let written = ">" + callback.trigger.label.replacingOccurrences(of: "&", with: "&amp;") + "</text>"
                #expect(full.body.contains(written) && !compact.body.contains(written), "\(kind) \(profile)")
                let narrow = try #require(Self.width(compact.body)), wide = try #require(Self.width(full.body))
                #expect(narrow * 2 < wide, "\(kind) \(profile): \(narrow) pt against \(wide) pt")
            }
        }
        // No scene machine under ios12, compact or full.
        #expect(try await client.get("/diagram/scene/ios12.svg").status == 404)
        #expect(try await client.get("/diagram/scene/ios12.full.svg").status == 404)
    }
}
