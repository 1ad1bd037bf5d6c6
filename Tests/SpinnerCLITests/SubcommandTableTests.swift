import Foundation
import Testing
@testable import SpinnerCLI

/// `Subcommand.all` is the one list of commands: every entry dispatches through the built binary,
/// and the main help and docs/command-line.md name exactly its commands, in its order.
@Suite struct SubcommandTableTests {
    /// `NAME --help` (and each alias's) prints the entry's page, the same as `help NAME` (but
    /// `help --help` is `help`'s own page); with no further words the command itself runs (its
    /// own refusal or its output, never "unknown").
    @Test(arguments: Subcommand.all.map(\.name))
    func everyEntryDispatches(_ name: String) throws {
        let entry = try #require(Subcommand.named(name))
        let page = try CLIRunner.run([name, "--help"])
        if name != "--help" { #expect(try CLIRunner.run(["help", name]).stdout == page.stdout, "help \(name)") }
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.contains("USAGE") && page.stdout.contains("spinnergen \(name)"), "\(page.stdout.prefix(200))")
        #expect(page.stdout.hasSuffix("\n") && !page.stdout.hasSuffix("\n\n"))
        #expect(page.stdout == entry.help())
        for word in entry.names {
            for flag in ["--help", "-h"] {
                let r = try CLIRunner.run([word, flag])
                #expect(r.status == 0 && r.stderr.isEmpty, "\(word) \(flag): \(r.stderr)")
                #expect(r.stdout == page.stdout, "\(word) \(flag)")
            }
            let bare = try CLIRunner.run([word])
            #expect([0, 64].contains(bare.status), "\(word): \(bare.status) \(bare.stderr)")
            #expect(!bare.stderr.contains("unknown"), "\(word): \(bare.stderr)")
        }
    }

    /// The main help's USAGE: a preset's lines, then one entry's lines after another.
    @Test func mainHelpListsExactlyTheTable() throws {
        let r = try CLIRunner.run(["--help"])
        #expect(r.status == 0)
        let text = r.stdout
        let usage = try #require(text.range(of: "USAGE\n")).upperBound
        let presets = try #require(text.range(of: "\nPRESETS\n", range: usage..<text.endIndex)).lowerBound
        let words = text[usage..<presets].split(separator: "\n").map { line in
            #expect(line.hasPrefix("  spinnergen "), "\(line)")
            return String(line.dropFirst("  spinnergen ".count).prefix { $0 != " " })
        }
        var named: [String] = []
        for word in words where word != "<preset>" && named.last != word { named.append(word) }
        #expect(named == Subcommand.all.map(\.name))
        #expect(Array(words.prefix(2)) == ["<preset>", "<preset>"])
        // Every summary starts in one column, unless its synopsis is too long for it.
        let lines = text[usage..<presets].split(separator: "\n")
        let summaries = Set(lines.compactMap { line -> Int? in
            guard let gap = line.range(of: "  ", range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex) else { return nil }
            return line.distance(from: line.startIndex, to: line[gap.upperBound...].firstIndex { $0 != " " }!)
        })
        #expect(summaries.count == 1, "\(summaries)")
    }

    /// The "Commands" table of docs/command-line.md: the commands its first column shows (the
    /// word after `spinnergen` in each code span, `PRESET` aside) are the table's, in its order.
    @Test func docsCommandTableListsExactlyTheTable() throws {
        let page = try ProjectDocs.page("command-line.md")
        let section = try #require(page.components(separatedBy: "\n## Commands\n").dropFirst().first)
            .components(separatedBy: "\n## ")[0]
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(!rows.isEmpty)
        var named: [String] = []
        for row in rows {
            let first = row.replacingOccurrences(of: "\\|", with: "¦").split(separator: "|")[0]
            let spans = first.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            for span in spans {
                let words = span.split(separator: " ")
                let word = String(words.first == "spinnergen" ? words.dropFirst().first ?? "" : words.first ?? "")
                if word != "PRESET", !named.contains(word) { named.append(word) }
            }
        }
        #expect(named == Subcommand.all.map(\.name))
    }

    /// A misspelt command gets the command; a word nearest a preset, or near nothing, is refused
    /// as an unknown preset, as before the table.
    @Test(arguments: [(["rendr", "x.json"], "unknown command 'rendr' (did you mean \"render\"?"),
                      (["lst"], "did you mean \"list\"?"),
                      (["swirl", "-o", "out.mp4"], "unknown preset 'swirl'"),
                      (["rings", "-o", "out.mp4"], "unknown preset 'rings' (did you mean \"ring\"?"),
                      (["help", "rendr"], "unknown command 'rendr'"),
                      (["help", "swirl"], "unknown preset 'swirl'"),
                      (["help", "list", "extra"], "'help' takes one command or preset"),
                      (["--help", "material"], "'--help' takes no arguments"),
                      (["-h", "material"], "'-h' takes no arguments, but 'material' follows it")])
    func unknownWordsAreRefused(_ arguments: [String], _ says: String) throws {
        let r = try CLIRunner.run(arguments)
        #expect(r.status == 64 && r.stdout.isEmpty, "\(arguments): \(r.status)")
        #expect(r.stderr.contains(says), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
    }

    /// `help PRESET` is the preset's page.
    @Test func helpNamesAPreset() throws {
        let r = try CLIRunner.run(["help", "material"])
        #expect(r.status == 0)
        #expect(r.stdout == (try CLIRunner.run(["material", "--help"])).stdout)
    }
}
