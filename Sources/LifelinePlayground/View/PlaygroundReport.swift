import Foundation
import LifelineRender
import LifelineTeach

/// A column's session as `lifeline report` draws it: the trace goes to a temporary file of
/// the server's own naming (the report reads a trace twice, by path), never a path from the page.
enum PlaygroundReport {
    static func html(trace: String, column: String) throws(PlaygroundError) -> String {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("lifeline-playground-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try Data(trace.utf8).write(to: file)
        } catch {
            throw PlaygroundError(
                status: 500, "could not write the trace for the report: \(error.localizedDescription)")
        }
        do {
            var input = try ReportInput(path: file.path)
            input.displayName = "playground-\(column).jsonl"
            let sink = MemorySink()
            try HTMLReport(input: input).write(to: sink)
            return sink.text
        } catch {
            throw PlaygroundError(status: 500, "the report failed: \(error.description)")
        }
    }
}
