import LifelineModel

/// The logger's lists of the delegate methods Lifeline knows, by receiver: the logger is a
/// package with no dependencies, so it gets the catalogue's names as literals.
enum LoggerMethodsFile {
    static var file: GeneratedFile {
        var lines = [
            SwiftText.header("The delegate methods the trace reader accepts, by receiver, as `#function` spells them."),
            "extension LifelineTraceLines {",
            "    /// The delegate methods Lifeline knows, as `#function` spells them, by receiver (the app:",
            "    /// the app delegate's and the notification center delegate's). A name outside these lists",
            "    /// (a view controller's `viewDidLoad()`) becomes a `note`, since the trace reader accepts",
            "    /// only known callbacks.",
            "    public static let appDelegateMethods: Set<String> = ["
        ]
        lines += names(.app)
        lines += [
            "    ]",
            "    /// The scene delegate's methods Lifeline knows, as `#function` spells them.",
            "    public static let sceneDelegateMethods: Set<String> = ["
        ]
        lines += names(.scene)
        lines += ["    ]", "}"]
        return GeneratedFile(path: "Logger/Sources/LifelineLogger/TraceLines+Generated.swift", lines: lines)
    }

    private static func names(_ receiver: Receiver) -> [String] {
        Callback.allCases.filter { $0.receiver == receiver }.map { "        \"\($0.swiftName)\"," }
    }
}
