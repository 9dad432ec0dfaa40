/// One file the generator writes: its path from the package's root and its text.
struct GeneratedFile: Equatable {
    var path: String
    var text: String

    /// Every file, in a fixed order: what `make generate` writes and the test compares.
    static var all: [GeneratedFile] {
        DelegateProtocolFiles.all + [
            DispatchFile.file, ScenarioDelegatesFile.file, AdoptedFile.file, LoggerMethodsFile.file
        ]
    }

    /// `lines` joined, ending with one newline.
    init(path: String, lines: [String]) {
        self.path = path
        self.text = lines.joined(separator: "\n") + "\n"
    }
}
