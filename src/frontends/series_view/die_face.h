// A ten-sided die as it lies on the table, showing the face rolled (0-9, 2.3).
#pragma once

#include <QVariantAnimation>
#include <QWidget>

namespace tricorne::app {

class DieFace : public QWidget {
    Q_OBJECT
public:
    explicit DieFace(QWidget* parent = nullptr);

    void setValue(int value);
    // Sets the value and shows the die tumbling to it, its faces turning, for a moment.
    void roll(int value);
    bool isRolling() const;
    int value() const { return m_value; }
    QSize sizeHint() const override { return {40, 40}; }

    // Paints the die into `rect`; shared with pictures of the log.
    static void paint(QPainter& painter, const QRectF& rect, int value);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int m_value = 0;
    QVariantAnimation* m_tumble = nullptr;  // while rolling: 0 to 1
};

}  // namespace tricorne::app
