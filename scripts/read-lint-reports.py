#!/usr/bin/env python3
"""Reads `storefront lint --format sarif|junit` output with independent readers and prints, as one
JSON object, what they read: counts, rule ids, levels, locations.

    read-lint-reports.py sarif FILE            (sarif-tools: from sarif import loader)
    read-lint-reports.py junit FILE [--cases]  (junitparser; --cases lists every test case)

Run with the venv python of scripts/apple-verifier/setup.sh. Exits 1 when a reader refuses the file.
"""

import json
import sys


def read_sarif(path):
    from sarif import loader
    from sarif import sarif_file_utils

    sarif_file = loader.load_sarif_file(path)
    runs = list(sarif_file.runs)
    run = runs[0]
    driver = run.run_data["tool"]["driver"]
    results = []
    # get_records() is sarif-tools' own reading of each result: location, line, severity, code.
    for result, record in zip(run.get_results(), run.get_records()):
        rule, rule_index = sarif_file_utils.read_result_rule(result, run.run_data)
        location = result["locations"][0]["physicalLocation"]
        region = location.get("region")
        results.append(
            {
                "ruleId": record["Code"],
                "ruleIndex": rule_index,
                "ruleOfIndex": rule.get("id") if rule else None,
                "level": sarif_file_utils.read_result_severity(result, run.run_data),
                "uri": record["Location"],
                "uriBaseId": location["artifactLocation"].get("uriBaseId"),
                "line": int(record["Line"]) if region else None,
                "column": region.get("startColumn") if region else None,
                "message": record["Description"],
                "fingerprints": result.get("partialFingerprints", {}),
                "frame": result.get("properties", {}).get("frame"),
                "keyPath": result.get("properties", {}).get("catalogKeyPath"),
            }
        )
    rules = []
    for rule in driver.get("rules", []):
        found = run.get_rules_by_id(rule["id"])
        rules.append(
            {
                "id": rule["id"],
                "name": rule.get("name"),
                "level": rule.get("defaultConfiguration", {}).get("level"),
                "helpUri": rule.get("helpUri"),
                "shortDescription": rule.get("shortDescription", {}).get("text"),
                "fullDescription": rule.get("fullDescription", {}).get("text"),
                "foundById": len(found),
            }
        )
    return {
        "schema": sarif_file.data.get("$schema"),
        "version": sarif_file.data.get("version"),
        "runs": len(runs),
        "tool": run.get_tool_name(),
        "toolVersion": driver.get("version"),
        "informationUri": driver.get("informationUri"),
        "columnKind": run.run_data.get("columnKind"),
        "originalUriBaseIds": run.run_data.get("originalUriBaseIds"),
        "resultCount": sarif_file.get_result_count(),
        "severities": sarif_file.get_severities(),
        "rules": rules,
        "results": results,
    }


def read_junit(path, with_cases):
    from junitparser import Failure, JUnitXml, Skipped, TestSuite

    xml = JUnitXml.fromfile(path)
    suites = []
    for suite in xml if not isinstance(xml, TestSuite) else [xml]:
        cases = []
        counted = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
        for case in suite:
            counted["tests"] += 1
            results = case.result
            outcome = "passed"
            entry = {"classname": case.classname, "name": case.name}
            for result in results:
                if isinstance(result, Failure):
                    outcome = "failure"
                    counted["failures"] += 1
                    entry.update(type=result.type, message=result.message, text=result.text)
                elif isinstance(result, Skipped):
                    outcome = "skipped"
                    counted["skipped"] += 1
                    entry.update(message=result.message)
                else:
                    outcome = "error"
                    counted["errors"] += 1
            entry["outcome"] = outcome
            cases.append(entry)
        properties = {prop.name: prop.value for prop in suite.properties()}
        summary = {
            "name": suite.name,
            "tests": suite.tests,
            "failures": suite.failures,
            "errors": suite.errors,
            "skipped": suite.skipped,
            "counted": counted,
            "properties": properties,
        }
        if with_cases:
            summary["cases"] = cases
        suites.append(summary)
    return {
        "name": xml.name,
        "tests": xml.tests,
        "failures": xml.failures,
        "errors": xml.errors,
        "skipped": xml.skipped,
        "suites": suites,
    }


def main(arguments):
    if len(arguments) < 2 or arguments[0] not in ("sarif", "junit"):
        print(__doc__.strip(), file=sys.stderr)
        return 64
    kind, path = arguments[0], arguments[1]
    try:
        if kind == "sarif":
            report = read_sarif(path)
        else:
            report = read_junit(path, "--cases" in arguments[2:])
    except Exception as error:  # a reader refused the file: say which and why, in one line
        cause = error.__cause__ or error
        print(f"{kind} reader refused {path}: {type(cause).__name__}: {cause}", file=sys.stderr)
        return 1
    json.dump(report, sys.stdout, ensure_ascii=True)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
