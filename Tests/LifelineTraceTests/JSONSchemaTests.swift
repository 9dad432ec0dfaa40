import Foundation
import Testing
import LifelineTestSupport
import LifelineTrace

@Suite("JSON Schema file")
struct JSONSchemaTests {
    static let schemaPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Docs/trace-v1.schema.json").path

    @Test("Docs/trace-v1.schema.json is what the reader's tables generate (LIFELINE_UPDATE_GOLDEN=1 rewrites it)")
    func schemaIsCurrent() throws {
        let generated = TraceJSONSchema.document()
        let outcome = try GoldenFiles.compare(URL(fileURLWithPath: Self.schemaPath), actual: generated)
        if let failure = outcome.failure("Docs/trace-v1.schema.json") { Issue.record(Comment(rawValue: failure)) }
    }

    @Test("the schema parses as JSON and names every event kind")
    func schemaParses() throws {
        let object = try JSONSerialization.jsonObject(with: Data(TraceJSONSchema.document().utf8)) as? [String: Any]
        let defs = try #require(object?["$defs"] as? [String: Any])
        let event = try #require(defs["event"] as? [String: Any])
        let rules = try #require(event["allOf"] as? [Any])
        #expect(rules.count == 7)
    }
}
