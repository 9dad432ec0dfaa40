import Foundation

/// `make generate`: writes the runtime's delegate protocols, their dispatch, the scenario's and
/// adopted delegates' methods and the logger's method lists from the model's `CallbackCatalogue`
/// (and `RuntimeMethods`). Usage: `generate-lifeline [PACKAGE-ROOT]` (the current directory by
/// default). Writes a file only when its text changes, each atomically.
@main
enum GenerateLifeline {
    static func main() {
        let root = URL(
            fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)
        for file in GeneratedFile.all {
            let url = root.appendingPathComponent(file.path)
            if (try? String(contentsOf: url, encoding: .utf8)) == file.text { continue }
            do {
                try Data(file.text.utf8).write(to: url, options: .atomic)
                print("generate: wrote \(file.path)")
            } catch {
                FileHandle.standardError.write(Data("\(url.path):1:1: error: cannot write: \(error)\n".utf8))
                exit(2)
            }
        }
    }
}
