/* global window, setTimeout */
/* eslint-disable @typescript-eslint/no-this-alias -- a plain ES5 browser script: closures keep the range */
/*
 * A stub Office/Excel host for the real-browser test of the built task pane. The test serves
 * this file in place of office.js. It defines `Office`, `Excel` and `CustomFunctions` over a
 * fake workbook given as `window.__WORKBOOK__` (set by an init script before the page loads):
 *
 *   { sheets: [{ name, cells: { A1: { value, formula?, error? } } }],
 *     names: { Name: "=Sheet!$A$1:$B$2" | constant },
 *     spills: { "Sheet!A5": "A5:H10" },
 *     selection: { sheet, address } }
 *
 * Only the part of the Excel API the pane uses is implemented: load() is a no-op (properties
 * are live), sync() resolves, writes (values, numberFormat) go to the fake workbook, and
 * `window.__stub` lets the test select cells (firing the selection-changed handlers) and read
 * what the pane wrote.
 */
(function () {
  "use strict";
  var wb = window.__WORKBOOK__;
  var handlers = [];

  function colIndex(letters) {
    var n = 0;
    for (var i = 0; i < letters.length; i++) n = n * 26 + (letters.charCodeAt(i) - 64);
    return n - 1;
  }
  function colLetters(index) {
    var n = index + 1;
    var s = "";
    while (n > 0) {
      s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
      n = Math.floor((n - 1) / 26);
    }
    return s;
  }
  function key(r, c) {
    return colLetters(c) + (r + 1);
  }
  function quote(name) {
    return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) && !/^[A-Za-z]{1,3}\d+$/.test(name)
      ? name
      : "'" + name.replace(/'/g, "''") + "'";
  }
  /** "B2", "B2:C5", "A:C", "3:5" → {r0, c0, r1, c1} (whole rows/columns to the sheet's edge). */
  function parseAddress(sheet, address) {
    var a = address.replace(/\$/g, "").toUpperCase();
    var parts = a.split(":");
    // Whole columns and rows span the sheet, as in Excel (the pane must cut them to the used
    // range itself; a stub that did it for it would hide a million-cell read).
    function point(p, isEnd) {
      var m = /^([A-Z]*)(\d*)$/.exec(p);
      var c = m[1] ? colIndex(m[1]) : isEnd ? 16383 : 0;
      var r = m[2] ? Number(m[2]) - 1 : isEnd ? 1048575 : 0;
      return { r: r, c: c };
    }
    var s = point(parts[0], false);
    var e = parts.length > 1 ? point(parts[1], true) : s;
    return { r0: s.r, c0: s.c, r1: e.r, c1: e.c };
  }
  function sheetByName(name) {
    for (var i = 0; i < wb.sheets.length; i++) {
      if (wb.sheets[i].name.toLowerCase() === String(name).toLowerCase()) return wb.sheets[i];
    }
    return null;
  }
  function usedBounds(sheet) {
    var r1 = -1;
    var c1 = -1;
    var r0 = Infinity;
    var c0 = Infinity;
    Object.keys(sheet.cells).forEach(function (k) {
      var m = /^([A-Z]+)(\d+)$/.exec(k);
      var c = colIndex(m[1]);
      var r = Number(m[2]) - 1;
      r0 = Math.min(r0, r);
      c0 = Math.min(c0, c);
      r1 = Math.max(r1, r);
      c1 = Math.max(c1, c);
    });
    return { r0: r0, c0: c0, r1: r1, c1: c1, empty: r1 < 0 };
  }
  function cellAt(sheet, r, c) {
    return sheet.cells[key(r, c)] || null;
  }

  function NullObject() {
    this.isNullObject = true;
    this.load = function () {
      return this;
    };
  }

  function Range(sheet, b) {
    this.sheet = sheet;
    this.b = b;
    this.isNullObject = false;
    var self = this;
    this.format = {
      font: {},
      autofitColumns: function () {
        self.sheet.autofit = (self.sheet.autofit || 0) + 1;
      },
      autofitRows: function () {},
      set wrapText(v) {
        self.sheet.wrapped = (self.sheet.wrapped || []).concat([self.address]);
      },
      columnWidth: 0,
      verticalAlignment: "Bottom",
    };
    this.worksheet = sheet.api;
  }
  Range.prototype.load = function () {
    return this;
  };
  Range.prototype.map = function (f) {
    var rows = [];
    for (var r = this.b.r0; r <= this.b.r1; r++) {
      var row = [];
      for (var c = this.b.c0; c <= this.b.c1; c++) row.push(f(cellAt(this.sheet, r, c), r, c));
      rows.push(row);
    }
    return rows;
  };
  Object.defineProperties(Range.prototype, {
    address: {
      get: function () {
        var a = key(this.b.r0, this.b.c0);
        if (this.b.r1 !== this.b.r0 || this.b.c1 !== this.b.c0)
          a += ":" + key(this.b.r1, this.b.c1);
        return quote(this.sheet.name) + "!" + a;
      },
    },
    rowIndex: {
      get: function () {
        return this.b.r0;
      },
    },
    columnIndex: {
      get: function () {
        return this.b.c0;
      },
    },
    rowCount: {
      get: function () {
        return this.b.r1 - this.b.r0 + 1;
      },
    },
    columnCount: {
      get: function () {
        return this.b.c1 - this.b.c0 + 1;
      },
    },
    values: {
      get: function () {
        return this.map(function (cell) {
          if (!cell) return "";
          if (cell.error) return cell.error;
          return cell.value === undefined || cell.value === null ? "" : cell.value;
        });
      },
      set: function (rows) {
        var self = this;
        rows.forEach(function (row, i) {
          row.forEach(function (v, j) {
            var k = key(self.b.r0 + i, self.b.c0 + j);
            var cell = self.sheet.cells[k] || (self.sheet.cells[k] = {});
            cell.value = v;
            // Text format stores a leading "=" as text; otherwise it would become a formula.
            if (typeof v === "string" && v.charAt(0) === "=" && cell.numberFormat !== "@")
              cell.formula = v;
          });
        });
      },
    },
    formulas: {
      get: function () {
        return this.map(function (cell) {
          if (!cell) return "";
          return (
            cell.formula || (cell.value === undefined || cell.value === null ? "" : cell.value)
          );
        });
      },
    },
    valueTypes: {
      get: function () {
        return this.map(function (cell) {
          if (!cell) return "Empty";
          if (cell.error) return "Error";
          var v = cell.value;
          return v === undefined || v === null || v === ""
            ? "Empty"
            : typeof v === "number"
              ? "Double"
              : typeof v === "boolean"
                ? "Boolean"
                : "String";
        });
      },
    },
    numberFormat: {
      get: function () {
        return this.map(function (cell) {
          return (cell && cell.numberFormat) || "General";
        });
      },
      set: function (rows) {
        var self = this;
        rows.forEach(function (row, i) {
          row.forEach(function (v, j) {
            var k = key(self.b.r0 + i, self.b.c0 + j);
            var cell = self.sheet.cells[k] || (self.sheet.cells[k] = {});
            cell.numberFormat = v;
          });
        });
      },
    },
  });
  Range.prototype.getCell = function (r, c) {
    return new Range(this.sheet, {
      r0: this.b.r0 + r,
      c0: this.b.c0 + c,
      r1: this.b.r0 + r,
      c1: this.b.c0 + c,
    });
  };
  Range.prototype.spillOf = function () {
    // The spill range containing this single cell, as [anchorKey, bounds].
    var spills = wb.spills || {};
    var names = Object.keys(spills);
    for (var i = 0; i < names.length; i++) {
      var at = names[i].lastIndexOf("!");
      if (names[i].slice(0, at) !== this.sheet.name) continue;
      var bounds = parseAddress(this.sheet, spills[names[i]]);
      if (
        this.b.r0 >= bounds.r0 &&
        this.b.r0 <= bounds.r1 &&
        this.b.c0 >= bounds.c0 &&
        this.b.c0 <= bounds.c1
      ) {
        return bounds;
      }
    }
    return null;
  };
  Range.prototype.getSpillParentOrNullObject = function () {
    var s = this.spillOf();
    return s ? new Range(this.sheet, { r0: s.r0, c0: s.c0, r1: s.r0, c1: s.c0 }) : new NullObject();
  };
  Range.prototype.getSpillingToRangeOrNullObject = function () {
    var s = this.spillOf();
    return s && s.r0 === this.b.r0 && s.c0 === this.b.c0
      ? new Range(this.sheet, s)
      : new NullObject();
  };
  Range.prototype.getIntersectionOrNullObject = function (other) {
    var o = typeof other === "string" ? parseAddress(this.sheet, other) : other.b;
    var b = {
      r0: Math.max(this.b.r0, o.r0),
      c0: Math.max(this.b.c0, o.c0),
      r1: Math.min(this.b.r1, o.r1),
      c1: Math.min(this.b.c1, o.c1),
    };
    return b.r0 > b.r1 || b.c0 > b.c1 ? new NullObject() : new Range(this.sheet, b);
  };

  function Names(lookup) {
    this.getItemOrNullObject = function (name) {
      var defs = lookup();
      var found = Object.keys(defs).filter(function (n) {
        return n.toLowerCase() === name.toLowerCase();
      })[0];
      if (found === undefined) return new NullObject();
      var def = defs[found];
      var isRange = typeof def === "string" && def.charAt(0) === "=";
      return {
        isNullObject: false,
        name: found,
        type: isRange
          ? "Range"
          : typeof def === "number"
            ? "Double"
            : typeof def === "boolean"
              ? "Boolean"
              : "String",
        value: isRange ? def.slice(1) : def,
        load: function () {
          return this;
        },
        getRangeOrNullObject: function () {
          var text = def.slice(1);
          var at = text.lastIndexOf("!");
          var sheetName = text
            .slice(0, at)
            .replace(/^'(.*)'$/, "$1")
            .replace(/''/g, "'");
          var sheet = sheetByName(sheetName);
          return sheet
            ? new Range(sheet, parseAddress(sheet, text.slice(at + 1)))
            : new NullObject();
        },
      };
    };
  }

  function sheetApi(sheet) {
    if (sheet.api) return sheet.api;
    sheet.cells = sheet.cells || {};
    var api = {
      isNullObject: false,
      load: function () {
        return this;
      },
      names: new Names(function () {
        return sheet.names || {};
      }),
      getRange: function (address) {
        return new Range(sheet, parseAddress(sheet, address || "A1"));
      },
      getRangeByIndexes: function (r, c, rc, cc) {
        return new Range(sheet, { r0: r, c0: c, r1: r + rc - 1, c1: c + cc - 1 });
      },
      getUsedRangeOrNullObject: function () {
        var u = usedBounds(sheet);
        return u.empty ? new NullObject() : new Range(sheet, u);
      },
      getUsedRange: function () {
        var u = usedBounds(sheet);
        return new Range(sheet, u.empty ? { r0: 0, c0: 0, r1: 0, c1: 0 } : u);
      },
      tables: {
        add: function (address, hasHeaders) {
          var table = { address: address, hasHeaders: hasHeaders, name: "", style: "" };
          sheet.tables = (sheet.tables || []).concat([table]);
          return table;
        },
      },
      freezePanes: {
        freezeRows: function (n) {
          sheet.frozenRows = n;
        },
      },
      activate: function () {
        wb.active = sheet.name;
      },
    };
    Object.defineProperty(api, "name", {
      get: function () {
        return sheet.name;
      },
    });
    sheet.api = api;
    return api;
  }
  wb.sheets.forEach(sheetApi);

  var context = {
    workbook: {
      worksheets: {
        load: function () {
          return this;
        },
        get items() {
          return wb.sheets.map(sheetApi);
        },
        getItemOrNullObject: function (name) {
          var s = sheetByName(name);
          return s ? sheetApi(s) : new NullObject();
        },
        add: function (name) {
          if (sheetByName(name)) throw new Error("A sheet named " + name + " already exists");
          var sheet = { name: name, cells: {} };
          wb.sheets.push(sheet);
          return sheetApi(sheet);
        },
      },
      names: new Names(function () {
        return wb.names || {};
      }),
      // Table names are workbook-wide: every sheet's tables (a fixture may start with some).
      tables: {
        load: function () {
          return this;
        },
        get items() {
          return wb.sheets.reduce(function (all, s) {
            return all.concat(s.tables || []);
          }, []);
        },
      },
      getActiveCell: function () {
        var sheet = sheetByName(wb.selection.sheet);
        return new Range(sheet, parseAddress(sheet, wb.selection.address));
      },
    },
    sync: function () {
      return Promise.resolve();
    },
  };

  var runs = 0;
  window.Excel = {
    run: function (batch) {
      runs++;
      return Promise.resolve().then(function () {
        return batch(context);
      });
    },
  };

  var visibilityHandlers = [];
  window.Office = {
    addin: {
      onVisibilityModeChanged: function (handler) {
        visibilityHandlers.push(handler);
        return Promise.resolve(function () {});
      },
    },
    EventType: { DocumentSelectionChanged: "documentSelectionChanged" },
    HostType: { Excel: "Excel" },
    context: {
      officeTheme: wb.theme || undefined,
      document: {
        addHandlerAsync: function (type, handler, callback) {
          if (type === "documentSelectionChanged") handlers.push(handler);
          if (callback) callback({ status: "succeeded" });
        },
      },
    },
    onReady: function (callback) {
      var info = { host: "Excel", platform: "OfficeOnline" };
      return new Promise(function (resolve) {
        setTimeout(function () {
          if (callback) callback(info);
          resolve(info);
        }, 0);
      });
    },
  };

  function CFError(code, message) {
    this.code = code;
    this.message = message;
  }
  window.CustomFunctions = {
    associate: function () {},
    Error: CFError,
    ErrorCode: { invalidValue: "#VALUE!", notAvailable: "#N/A", invalidNumber: "#NUM!" },
  };

  window.__stub = {
    /** How many Excel.run batches the page has started. */
    runs: function () {
      return runs;
    },
    /** Shows or hides the pane, as Office.addin.showAsTaskpane / hide do ("Taskpane", "Hidden"). */
    visibility: function (mode) {
      visibilityHandlers.forEach(function (h) {
        h({ visibilityMode: mode });
      });
      return visibilityHandlers.length;
    },
    /** Changes the selection without the pane hearing of it (for checks that it did not act). */
    quietSelect: function (sheet, address) {
      wb.selection = { sheet: sheet, address: address };
    },
    select: function (sheet, address) {
      wb.selection = { sheet: sheet, address: address };
      handlers.forEach(function (h) {
        h({ type: "documentSelectionChanged" });
      });
      return handlers.length;
    },
    sheet: function (name) {
      var s = sheetByName(name);
      return s
        ? {
            name: s.name,
            cells: s.cells,
            tables: s.tables || [],
            frozenRows: s.frozenRows,
            autofit: s.autofit || 0,
          }
        : null;
    },
    sheetNames: function () {
      return wb.sheets.map(function (s) {
        return s.name;
      });
    },
    active: function () {
      return wb.active;
    },
  };
})();
