import ArgumentParser
import Foundation
import LifelineSupport

extension RenderCommand {
    /// Draws every trace below `directory` into the directory `-o` names, keeping the traces'
    /// folders: `DIR/ios13/cold-launch.jsonl` becomes `OUTDIR/ios13/cold-launch.state.svg`, the
    /// name `make traces` gives the gallery. Traces are drawn on every core; Graphviz's own
    /// part runs one at a time behind its process lock (`GraphvizSession`), so what overlaps is
    /// the reading, following, checking and writing of the others.
    func renderDirectory(_ directory: String, format: RenderFormat) throws {
        guard output != "-" else {
            throw ValidationError(
                "a directory of traces draws one file per trace: give -o with a directory to write them into")
        }
        if let type = FileStatus.type(of: output), type != .directory {
            throw ValidationError(
                "-o \(output) is not a directory: a directory of traces draws one file per trace into one")
        }
        let paths = try TraceArguments.expand([directory])
        let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        let outputs = paths.map { Self.drawing(of: $0, under: base, in: output, kind: kind, format: format) }
        // Two traces that differ only by case or by an extension would draw to one file.
        if let clash = Dictionary(grouping: outputs.indices, by: { outputs[$0] }).values.first(where: { $0.count > 1 })
        {
            throw ValidationError(
                "\(paths[clash[0]]) and \(paths[clash[1]]) would both be drawn to \(outputs[clash[0]])")
        }
        let progress = Progress.start("drawing \(paths.count) traces", options: progressOptions)
        defer { progress.finish() }
        let command = self
        let (_, failures) = try ParallelMap.mapReporting(Array(paths.indices)) { index in
            let target = outputs[index]
            let folder = (target as NSString).deletingLastPathComponent
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                // One line, as every bad input is: Foundation's own error is an NSError dump.
                throw Diagnostic(
                    file: Diagnostic.displayName(of: folder), line: 1, column: 1,
                    "cannot create the output folder: \(Escaping.Terminal.escaped((error as NSError).localizedDescription))"
                )
            }
            try command.renderTrace(paths[index], format: format, shownAs: paths[index], to: target)
        }
        if !failures.isEmpty { throw ExitCode(2) }
    }

    /// Where the trace at `path` (below `base`) is drawn: the same folders below `outputDirectory`,
    /// its name without `.jsonl`, then the kind and the format's extension.
    static func drawing(
        of path: String, under base: String, in outputDirectory: String, kind: RenderKind,
        format: RenderFormat
    ) -> String {
        var relative = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
        if relative.hasSuffix(".jsonl") { relative.removeLast(".jsonl".count) }
        let root = outputDirectory.hasSuffix("/") ? String(outputDirectory.dropLast()) : outputDirectory
        return "\(root)/\(relative).\(kind.rawValue).\(format.fileExtension)"
    }
}

extension RenderFormat {
    /// The extension a file of this format is given (`RenderFormat(fileExtension:)` reads it back).
    var fileExtension: String {
        switch self {
        case .svg, .png, .pdf, .dot, .txt: return rawValue
        case .mermaid: return "mmd"
        case .plantuml: return "puml"
        case .chrome: return "json"
        }
    }
}
