// swift-tools-version:6.0
import PackageDescription

// Lifeline: the iOS app and scene life cycle, simulated, checked and drawn.
// The pipeline reads left to right:
// (Support, Model) → Trace → (Exchange | Runtime | Check | Render) → lifeline.
// The streaming hot paths (model tables, reader, checker, renderers, simulator), in release builds
// made from this repository with LIFELINE_HOT_PATH=1 (`make install`, `make bench` set it):
// - skip Swift's dynamic exclusivity checks (debug builds and tests keep them, so an
//   overlapping access still fails there);
// - offer their small functions to the modules that call them once per event
//   (`TraceSymbols.traits`, `Callback.receiver`), which a module boundary would otherwise
//   keep out of line.
// What they buy is measured in Docs/performance.md. They are unsafe flags, which SwiftPM
// refuses in a package resolved by version, so they are off unless asked for, the way
// swift-system gates its own: a package that depends on Lifeline builds without them.
let hotPath: [SwiftSetting] = Context.environment["LIFELINE_HOT_PATH"] == "1"
    ? [.unsafeFlags(["-enforce-exclusivity=unchecked", "-cross-module-optimization"], .when(configuration: .release))]
    : []

let package = Package(
    name: "Lifeline",
    // Duration (the simulated clock) needs macOS 13; nothing needs a newer one.
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "lifeline", targets: ["lifeline"]),
        .library(name: "LifelineSupport", targets: ["LifelineSupport"]),
        .library(name: "LifelineModel", targets: ["LifelineModel"]),
        .library(name: "LifelineTrace", targets: ["LifelineTrace"]),
        .library(name: "LifelineExchange", targets: ["LifelineExchange"]),
        .library(name: "LifelineRender", targets: ["LifelineRender"]),
        .library(name: "LifelineRuntime", targets: ["LifelineRuntime"]),
        .library(name: "LifelineCheck", targets: ["LifelineCheck"]),
        .library(name: "LifelineTeach", targets: ["LifelineTeach"]),
        .library(name: "LifelineScan", targets: ["LifelineScan"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // `swift package generate-documentation`: the DocC catalogue of each library.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        // System calls as typed values (FileDescriptor, FilePath, Stat, Errno) on every platform.
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
        // The playground's HTTP server: NIO's HTTP/1.1 codec on its event loops, nothing above it
        // (Docs/playground.md says why not Hummingbird).
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // The drop-in logger for iOS apps, a package of its own with no dependencies (Logger/,
        // Docs/real-apps.md). Only LifelineLoggerTests uses it, to read its traces back with
        // the reader and the checker: SwiftPM refuses a local package among the dependencies a
        // versioned package's *products* need, but ignores one its tests need.
        .package(path: "Logger"),
    ],
    targets: [
        // The Graphviz C library (libgvc, libcgraph), linked in process.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // What every module needs and none owns: diagnostics, input and output files (temporary
        // file, then rename), locks and threads, and the escapers of every output language.
        .target(name: "LifelineSupport",
                dependencies: [.product(name: "SystemPackage", package: "swift-system")],
                swiftSettings: hotPath),
        // UIKit's life-cycle knowledge, as tables.
        .target(name: "LifelineModel", swiftSettings: hotPath),
        // Trace format v1: records, JSON Lines reader and writer, the follower.
        .target(name: "LifelineTrace",
                dependencies: ["LifelineSupport", "LifelineModel", .product(name: "SystemPackage", package: "swift-system")],
                swiftSettings: hotPath),
        // Traces in and out of other tools' formats: console logs imported, process-mining
        // formats (XES, CSV, Synoptic, Texada) and console logs exported.
        .target(name: "LifelineExchange",
                dependencies: ["LifelineSupport", "LifelineModel", "LifelineTrace", "LifelineYAML", "Yams",
                               .product(name: "SystemPackage", package: "swift-system")],
                swiftSettings: hotPath),
        // DOT emission and Graphviz layout/rendering.
        .target(name: "LifelineRender",
                dependencies: ["LifelineSupport", "LifelineModel", "LifelineTrace", "CGraphviz",
                               .product(name: "SystemPackage", package: "swift-system")],
                swiftSettings: hotPath),
        // YAML input with limits (size, UTF-8, alias expansion), shared by scenarios and rule files.
        .target(name: "LifelineYAML", dependencies: ["LifelineSupport", "Yams"]),
        // The simulated UIApplication / UIScene / UISceneSession, scenarios and profiles.
        .target(name: "LifelineRuntime", dependencies: ["LifelineSupport", "LifelineModel", "LifelineTrace", "LifelineYAML", "Yams"],
                swiftSettings: hotPath),
        // The rule catalogue, user rules, the streaming checker, statistics, diff and mining.
        .target(name: "LifelineCheck", dependencies: ["LifelineSupport", "LifelineModel", "LifelineTrace", "LifelineYAML", "Yams",
                                                     .product(name: "SystemPackage", package: "swift-system")],
                swiftSettings: hotPath),
        // Teaching: narration, quizzes, side-by-side comparison and the HTML report.
        .target(name: "LifelineTeach",
                dependencies: ["LifelineSupport", "LifelineModel", "LifelineTrace", "LifelineRuntime", "LifelineCheck",
                               "LifelineRender"]),
        // Reads a real app's sources, Info.plist and build settings (never builds it) and maps
        // its move to the scene life cycle.
        .target(name: "LifelineScan",
                dependencies: ["LifelineSupport", "LifelineModel", "LifelineTrace", "LifelineRuntime",
                               .product(name: "SwiftSyntax", package: "swift-syntax"),
                               .product(name: "SwiftParser", package: "swift-syntax")]),
        // `lifeline playground`: every routing stepped live, side by side, in a local web page.
        .target(name: "LifelinePlayground",
                dependencies: ["LifelineSupport", "LifelineModel", "LifelineTrace", "LifelineRuntime", "LifelineRender",
                               "LifelineTeach",
                               .product(name: "NIOCore", package: "swift-nio"),
                               .product(name: "NIOPosix", package: "swift-nio"),
                               .product(name: "NIOHTTP1", package: "swift-nio")]),
        // The command line.
        .executableTarget(
            name: "lifeline",
            dependencies: [
                "LifelineSupport", "LifelineModel", "LifelineTrace", "LifelineExchange", "LifelineRender", "LifelineRuntime",
                "LifelineCheck", "LifelineTeach", "LifelineScan", "LifelinePlayground",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "SystemPackage", package: "swift-system"),
            ]
        ),
        // `make generate`: the runtime's delegate protocols, dispatch, scenario's and adopted delegates
        // and the logger's method lists, written from the model's CallbackCatalogue (as
        // swift-format's generate-swift-format does). Not a product: no user runs it.
        .executableTarget(name: "generate-lifeline", dependencies: ["LifelineModel"]),
        // What several test targets share (golden files, scratch paths, the hostile-string table,
        // readers that parse outputs back: CSV, XML), for them and (through a symbolic link, as a
        // target of its own) the fuzz targets in Fuzz/;
        // not a product, so no consumer sees it.
        .target(name: "LifelineTestSupport", path: "Tests/LifelineTestSupport"),
        .testTarget(name: "LifelineSupportTests", dependencies: ["LifelineSupport", "LifelineTestSupport"]),
        .testTarget(name: "LifelineModelTests", dependencies: ["LifelineModel"]),
        .testTarget(name: "GenerateLifelineTests", dependencies: ["generate-lifeline", "LifelineModel"]),
        .testTarget(
            name: "LifelineTraceTests",
            dependencies: [
                "LifelineTrace", "LifelineSupport", "LifelineModel", "LifelineTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "LifelineExchangeTests",
            dependencies: [
                "LifelineExchange", "LifelineTrace", "LifelineSupport", "LifelineModel", "LifelineTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["ImportFixtures"]
        ),
        .testTarget(name: "LifelineRenderTests", dependencies: ["LifelineRender", "LifelineSupport", "LifelineModel", "LifelineTrace",
                                                                  "LifelineTestSupport"],
                    exclude: ["Golden", "Traces"]),
        // Xcode's UIKit App template, only its imports changed: an app whose `@main` the tests
        // call through (SwiftPM renames a tested executable's entry point).
        .executableTarget(name: "XcodeTemplateApp", dependencies: ["LifelineRuntime"],
                          path: "Tests/LifelineRuntimeTests/Fixtures/XcodeTemplateApp"),
        .testTarget(
            name: "LifelineRuntimeTests",
            dependencies: [
                "LifelineRuntime", "LifelineSupport", "LifelineModel", "LifelineTrace", "LifelineCheck", "LifelineTestSupport",
                "XcodeTemplateApp",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Golden", "Fixtures"]
        ),
        .testTarget(
            name: "LifelineCheckTests",
            dependencies: [
                "LifelineCheck", "LifelineRuntime", "LifelineSupport", "LifelineModel", "LifelineTrace", "LifelineExchange",
                "LifelineTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Traces", "Golden", "Rules", "SARIF", "OpenWorld"]
        ),
        .testTarget(name: "LifelineTeachTests",
                    dependencies: ["LifelineTeach", "LifelineSupport", "LifelineModel", "LifelineTrace", "LifelineRender", "LifelineCheck",
                                    "LifelineRuntime", "LifelineTestSupport"],
                    exclude: ["Golden", "Traces"]),
        // Issue 43's projection suite: every kept trace and random runs, projected as real logs
        // lose information, read alike by check, explain, the quiz, stats and the drawings.
        .testTarget(name: "LifelineProjectionTests",
                    dependencies: ["LifelineTeach", "LifelineModel", "LifelineTrace", "LifelineRender", "LifelineCheck",
                                   "LifelineRuntime", "LifelineExchange"]),
        .testTarget(name: "LifelineLoggerTests",
                    dependencies: [.product(name: "LifelineLogger", package: "Logger"),
                                   "LifelineModel", "LifelineTrace", "LifelineCheck"]),
        .testTarget(name: "LifelineScanTests", dependencies: ["LifelineScan", "LifelineSupport", "LifelineModel", "LifelineTrace", "LifelineRuntime",
                                                               "LifelineTeach", "LifelineTestSupport"],
                    exclude: ["Fixtures", "Golden"]),
        .testTarget(name: "LifelinePlaygroundTests",
                    dependencies: [
                        "LifelinePlayground", "LifelineRuntime", "LifelineModel", "LifelineTrace", "LifelineRender"
                    ]),
        .testTarget(name: "lifelineTests", dependencies: ["lifeline", "LifelineTestSupport", "LifelineRender"],
                    exclude: ["Fixtures"]),
    ]
)
