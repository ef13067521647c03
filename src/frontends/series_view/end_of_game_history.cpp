#include "end_of_game_history.h"

#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

#include "map_style.h"
#include "tricorne/series/rules/army_morale.h"

namespace tricorne::app {

namespace {
QColor sideColour(core::Side side) { return side == core::Side::American ? style::kAmerican : style::kBritish; }

QString pieceName(const core::GameState& s, int i) {
    return QString::fromStdString(s.isLeader(i) ? s.leaderDef(i).front.name : s.unitDef(i).name).toHtmlEscaped();
}

QScrollArea* scrolled(QLabel* label, QWidget* parent) {
    auto* scroll = new QScrollArea(parent);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::StyledPanel);
    label->setContentsMargins(6, 4, 6, 4);
    scroll->setWidget(label);
    return scroll;
}
}  // namespace

std::vector<TurnPoint> turnPoints(const core::Replay& replay) {
    std::vector<TurnPoint> out;
    for (std::size_t n = 0; n <= replay.actionCount(); ++n) {
        const core::GameState& s = replay.stateAfter(n);
        if (out.empty() || out.back().turn != s.turn) out.push_back({s.turn, {}, {}, n});
        // The tracks as the turn leaves them: each later position of the turn overwrites them.
        out.back().armyMorale = s.armyMorale;
        out.back().vpHalves = s.vpHalves;
    }
    return out;
}

EndOfGameHistory::EndOfGameHistory(const core::Replay& replay, const std::vector<LogEntry>& log, QWidget* parent)
    : QWidget(parent), m_points(turnPoints(replay)), m_ledger(vpLedger(log)) {
    const core::GameState& last = replay.stateAfter(replay.actionCount());
    m_armyMoraleMax = core::armyMoraleMax(last);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(chartView(), 3);

    auto* columns = new QHBoxLayout;
    auto* ledgerColumn = new QVBoxLayout;
    ledgerColumn->addWidget(new QLabel(tr("<b>VP ledger</b> (4)"), this));
    m_ledgerLabel = new QLabel(vpLedgerHtml(m_ledger, tr("Neither side gained a victory point.")), this);
    m_ledgerLabel->setTextFormat(Qt::RichText);
    m_ledgerLabel->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_ledgerLabel->setWordWrap(true);
    ledgerColumn->addWidget(scrolled(m_ledgerLabel, this), 1);
    auto* lossColumn = new QVBoxLayout;
    lossColumn->addWidget(new QLabel(tr("<b>Losses</b>"), this));
    m_losses = new QLabel(losses(last), this);
    m_losses->setTextFormat(Qt::RichText);
    m_losses->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_losses->setWordWrap(true);
    lossColumn->addWidget(scrolled(m_losses, this), 1);
    columns->addLayout(ledgerColumn, 3);
    columns->addLayout(lossColumn, 2);
    layout->addLayout(columns, 2);

    auto* replayRow = new QHBoxLayout;
    replayRow->addStretch(1);
    replayRow->addWidget(new QLabel(tr("Replay from turn"), this));
    m_turn = new QSpinBox(this);
    m_turn->setRange(m_points.front().turn, m_points.back().turn);
    m_turn->setValue(m_points.back().turn);
    replayRow->addWidget(m_turn);
    m_replayFrom = new QPushButton(tr("Replay from Turn"), this);
    m_replayFrom->setToolTip(tr("Open the replay at the chosen turn's first action"));
    replayRow->addWidget(m_replayFrom);
    layout->addLayout(replayRow);
    connect(m_replayFrom, &QPushButton::clicked, this, [this] {
        const int turn = m_turn->value();
        const auto it = std::find_if(m_points.begin(), m_points.end(), [turn](const TurnPoint& p) { return p.turn == turn; });
        if (it != m_points.end()) emit replayFromRequested(it->firstPosition);
    });
}

QWidget* EndOfGameHistory::chartView() {
    m_chart = new QChart;
    m_chart->setTitle(tr("Army Morale (16) and victory points, turn by turn"));
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->setBackgroundBrush(style::kPaper.lighter(106));
    int top = m_armyMoraleMax;
    for (core::Side side : core::kSides) {
        const auto i = static_cast<std::size_t>(side);
        const QString name = GameController::playerName(core::playerOf(side));
        m_morale[i] = new QLineSeries(m_chart);
        m_morale[i]->setName(tr("%1 Army Morale").arg(name));
        m_morale[i]->setPen(QPen(sideColour(side), 3));
        m_vp[i] = new QLineSeries(m_chart);
        m_vp[i]->setName(tr("%1 VP").arg(name));
        m_vp[i]->setPen(QPen(sideColour(side).lighter(130), 2, Qt::DashLine));
        for (const TurnPoint& p : m_points) {
            m_morale[i]->append(p.turn, p.armyMorale[i]);
            m_vp[i]->append(p.turn, p.vpHalves[i] / 2.0);
            top = std::max({top, p.armyMorale[i], (p.vpHalves[i] + 1) / 2});
        }
        m_morale[i]->setPointsVisible(true);
        m_vp[i]->setPointsVisible(true);
    }
    auto* x = new QValueAxis(m_chart);
    x->setTitleText(tr("Turn"));
    x->setLabelFormat(QStringLiteral("%d"));
    x->setRange(m_points.front().turn, std::max(m_points.back().turn, m_points.front().turn + 1));
    x->setTickCount(std::max(m_points.back().turn, m_points.front().turn + 1) - m_points.front().turn + 1);
    auto* y = new QValueAxis(m_chart);
    y->setLabelFormat(QStringLiteral("%d"));
    y->setRange(0, top + 1);
    m_chart->addAxis(x, Qt::AlignBottom);
    m_chart->addAxis(y, Qt::AlignLeft);
    for (QLineSeries* series : {m_morale[0], m_morale[1], m_vp[0], m_vp[1]}) {
        m_chart->addSeries(series);
        series->attachAxis(x);
        series->attachAxis(y);
    }
    auto* view = new QChartView(m_chart, this);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(260);
    return view;
}

QString EndOfGameHistory::losses(const core::GameState& s) const {
    QString html;
    for (core::Side side : core::kSides) {
        QStringList eliminated, captured, reduced, leaders;
        for (int i = 0; i < static_cast<int>(s.pieces.size()); ++i) {
            if (s.sideOf(i) != side) continue;
            const core::Piece& p = s.pieces[static_cast<std::size_t>(i)];
            const bool lost = p.location == core::Location::Eliminated || p.location == core::Location::Captured;
            if (s.isLeader(i)) {
                if (lost) leaders << (p.location == core::Location::Captured ? tr("%1 (captured)").arg(pieceName(s, i)) : pieceName(s, i));
            } else if (p.location == core::Location::Eliminated) {
                eliminated << pieceName(s, i);
            } else if (p.location == core::Location::Captured) {
                captured << pieceName(s, i);
            } else if (p.location == core::Location::Map && p.reduced) {
                reduced << pieceName(s, i);
            }
        }
        auto line = [](const QString& what, const QStringList& names) {
            return QStringLiteral("<br>%1 <b>%2</b>%3").arg(what).arg(names.size()).arg(names.isEmpty() ? QString() : QStringLiteral(": ") + names.join(QStringLiteral(", ")));
        };
        html += QStringLiteral("%1<span style=\"color:%2\"><b>%3</b></span>")
                    .arg(html.isEmpty() ? QString() : QStringLiteral("<br><br>"), sideColour(side).name(), GameController::playerName(core::playerOf(side)));
        html += line(tr("Units eliminated"), eliminated) + line(tr("Units captured"), captured) + line(tr("Units reduced"), reduced) +
                line(tr("Leaders lost"), leaders);
    }
    return html;
}

QString EndOfGameHistory::ledgerText() const { return m_ledgerLabel->text(); }
QString EndOfGameHistory::lossesText() const { return m_losses->text(); }

}  // namespace tricorne::app
