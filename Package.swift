// swift-tools-version:6.0
import PackageDescription

// Lifeline: the iOS app and scene life cycle, simulated, checked and drawn.
// The pipeline reads left to right: Model → Trace → (Runtime | Check | Render) → lifeline.
// The streaming hot paths (model tables, reader, checker, renderers, simulator), in release builds:
// - skip Swift's dynamic exclusivity checks, which cost about a tenth of `check` time
//   (debug builds and tests keep them, so an overlapping access still fails there);
// - offer their small functions to the modules that call them once per event
//   (`TraceSymbols.traits`, `Callback.receiver`), which a module boundary would otherwise
//   keep out of line.
let hotPath: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked", "-cross-module-optimization"], .when(configuration: .release)),
]

let package = Package(
    name: "Lifeline",
    products: [
        .executable(name: "lifeline", targets: ["lifeline"]),
        .library(name: "LifelineModel", targets: ["LifelineModel"]),
        .library(name: "LifelineTrace", targets: ["LifelineTrace"]),
        .library(name: "LifelineRender", targets: ["LifelineRender"]),
        .library(name: "LifelineRuntime", targets: ["LifelineRuntime"]),
        .library(name: "LifelineCheck", targets: ["LifelineCheck"]),
        .library(name: "LifelineTeach", targets: ["LifelineTeach"]),
        // Hostile strings and read-back helpers, for the tests here and the fuzz targets in Fuzz/.
        .library(name: "LifelineTestSupport", targets: ["LifelineTestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // The Graphviz C library (libgvc, libcgraph), linked in process.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"])]
        ),
        // UIKit's life-cycle knowledge, as tables.
        .target(name: "LifelineModel", swiftSettings: hotPath),
        // Trace format v1: JSON Lines reader and writer.
        .target(name: "LifelineTrace", dependencies: ["LifelineModel"], swiftSettings: hotPath),
        // DOT emission and Graphviz layout/rendering.
        .target(name: "LifelineRender", dependencies: ["LifelineModel", "LifelineTrace", "CGraphviz"], swiftSettings: hotPath),
        // YAML input with limits (size, UTF-8, alias expansion), shared by scenarios and rule files.
        .target(name: "LifelineYAML", dependencies: ["LifelineTrace", "Yams"]),
        // The simulated UIApplication / UIScene / UISceneSession, scenarios and profiles.
        .target(name: "LifelineRuntime", dependencies: ["LifelineModel", "LifelineTrace", "LifelineYAML", "Yams"],
                swiftSettings: hotPath),
        // The rule catalogue, user rules, the streaming checker, statistics, diff and mining.
        .target(name: "LifelineCheck", dependencies: ["LifelineModel", "LifelineTrace", "LifelineYAML", "Yams"],
                swiftSettings: hotPath),
        // Teaching: narration, quizzes, side-by-side comparison and the HTML report.
        .target(name: "LifelineTeach",
                dependencies: ["LifelineModel", "LifelineTrace", "LifelineRuntime", "LifelineCheck", "LifelineRender"]),
        // The drop-in logger for real iOS apps: one self-contained file a developer copies
        // into an app; its trace-line formatting compiles (and is tested) everywhere.
        .target(name: "LifelineLogger"),
        // The command line.
        .executableTarget(
            name: "lifeline",
            dependencies: [
                "LifelineModel", "LifelineTrace", "LifelineRender", "LifelineRuntime", "LifelineCheck", "LifelineTeach",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The hostile-string table and readers that parse outputs back (CSV, XML), for every test target.
        .target(name: "LifelineTestSupport", path: "Tests/LifelineTestSupport"),
        .testTarget(name: "LifelineModelTests", dependencies: ["LifelineModel"]),
        .testTarget(
            name: "LifelineTraceTests",
            dependencies: [
                "LifelineTrace", "LifelineModel",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["ImportFixtures"]
        ),
        .testTarget(name: "LifelineRenderTests", dependencies: ["LifelineRender", "LifelineModel", "LifelineTrace", "LifelineTestSupport"],
                    exclude: ["Golden", "Traces"]),
        // Xcode's UIKit App template, only its imports changed: an app whose `@main` the tests
        // call through (SwiftPM renames a tested executable's entry point).
        .executableTarget(name: "XcodeTemplateApp", dependencies: ["LifelineRuntime"],
                          path: "Tests/LifelineRuntimeTests/Fixtures/XcodeTemplateApp"),
        .testTarget(
            name: "LifelineRuntimeTests",
            dependencies: [
                "LifelineRuntime", "LifelineModel", "LifelineTrace", "XcodeTemplateApp",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Golden", "Fixtures"]
        ),
        .testTarget(
            name: "LifelineCheckTests",
            dependencies: [
                "LifelineCheck", "LifelineRuntime", "LifelineModel", "LifelineTrace",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Traces", "Golden", "Rules"]
        ),
        .testTarget(name: "LifelineTeachTests",
                    dependencies: ["LifelineTeach", "LifelineModel", "LifelineTrace", "LifelineRender", "LifelineTestSupport"],
                    exclude: ["Golden", "Traces"]),
        .testTarget(name: "LifelineLoggerTests", dependencies: ["LifelineLogger", "LifelineTrace"]),
        .testTarget(name: "lifelineTests", dependencies: ["lifeline", "LifelineTestSupport", "LifelineRender"],
                    exclude: ["Fixtures"]),
    ]
)
