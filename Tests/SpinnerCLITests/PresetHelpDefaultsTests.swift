import Foundation
import Testing
import SpinnerPresets

/// `spinnergen P --help` is generated from the catalogue: every parameter with the default its
/// description gives, and no option of a preset clashes with a command's own.
@Suite struct PresetHelpDefaultsTests {
    /// The option names (`--fps`) listed in a help page's section.
    static func optionNames(_ page: String, section: String) -> Set<String> {
        var names = Set<String>()
        var inSection = false
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") { inSection = line == section; continue }
            // Option lines start with `-`; a help text moved under the column does not.
            guard inSection, line.drop(while: { $0 == " " }).hasPrefix("-") else { continue }
            for word in line.split(separator: " ") where word.hasPrefix("--") { names.insert(String(word.dropFirst(2))); break }
        }
        return names
    }

    @Test func everyParameterIsListedWithItsDefault() throws {
        for preset in PresetDescription.catalogue {
            let r = try CLIRunner.run([preset.name, "--help"])
            #expect(r.status == 0, "\(r.stderr)")
            let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for p in preset.parameters {
                // A flag takes no value and has no default to print.
                let option = p.takesValue ? "--\(p.name) \(p.placeholder)" : "--\(p.name)"
                guard let i = lines.firstIndex(where: { $0.hasPrefix("      \(option) ") || $0.hasSuffix(option) }) else {
                    Issue.record("\(preset.name) --help lacks \(option)")
                    continue
                }
                // A name too long for the column has its help on the next line.
                let help = lines[i].hasSuffix(option) && i + 1 < lines.count ? lines[i + 1] : lines[i]
                if p.takesValue { #expect(help.hasSuffix("(default \(p.defaultText))"), "\(preset.name) \(option): \(help)") }
            }
            #expect(Self.optionNames(r.stdout, section: "PRESET OPTIONS") == Set(preset.parameters.map(\.name)))
        }
    }

    @Test func presetOptionsNeverClashWithACommandsOwn() throws {
        let common = Self.optionNames(try CLIRunner.run(["--help"]).stdout, section: "COMMON OPTIONS")
        let values = Self.optionNames(try CLIRunner.run(["values", "--help"]).stdout, section: "OPTIONS")
        let scene = Self.optionNames(try CLIRunner.run(["scene", "--help"]).stdout, section: "OPTIONS")
        #expect(common.contains("fps") && values.contains("times") && scene.contains("output"))
        for preset in PresetDescription.catalogue {
            let own = Set(preset.parameters.map(\.name))
            #expect(own.isDisjoint(with: common), "\(preset.name): \(own.intersection(common))")
            #expect(own.isDisjoint(with: values), "\(preset.name): \(own.intersection(values))")
            #expect(own.isDisjoint(with: scene), "\(preset.name): \(own.intersection(scene))")
        }
        let list = try CLIRunner.run(["list"]).stdout
        // One line a preset, its styles indented beneath it, each as `--style NAME`.
        let presets = list.split(separator: "\n").filter { !$0.hasPrefix(" ") }
        #expect(presets.map { String($0.split(separator: " ")[0]) } == PresetDescription.catalogue.map(\.name))
        let styles = list.split(separator: "\n").filter { $0.hasPrefix("  --style ") }.map { String($0.split(separator: " ")[1]) }
        #expect(styles == PresetDescription.catalogue.flatMap { $0.styles.map(\.name) })
    }
}
